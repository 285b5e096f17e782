import { Link } from '@tanstack/react-router';

/** A customer's name (opening their profile when the user may see it) over their code. */
export function CustomerName({ id, name, code }: { id: string | null; name: string; code: string }) {
  return (
    <>
      {id ? (
        <Link to="/crm/partners/$id" params={{ id }} className="font-medium text-primary-ink underline">
          {name}
        </Link>
      ) : (
        <span className="font-medium text-heading">{name}</span>
      )}
      <span className="block text-[13px] text-muted">{code}</span>
    </>
  );
}
