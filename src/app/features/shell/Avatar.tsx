/** Initials of a person's name on a primary tint ("Nguyễn Văn An" → "NA"). */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '?';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}

const sizes = { xs: 'size-7 text-xs', sm: 'size-9 text-sm', lg: 'size-16 text-xl' } as const;

/** The user's picture when they uploaded one (a path this app serves), else their initials. */
export function Avatar({
  name,
  size = 'sm',
  src,
}: {
  name: string;
  size?: keyof typeof sizes;
  src?: string | null | undefined;
}) {
  if (src?.startsWith('/') && !src.startsWith('//'))
    return <img src={src} alt="" className={`shrink-0 rounded-full object-cover ${sizes[size]}`} />;
  return (
    <span
      aria-hidden="true"
      className={`grid shrink-0 place-items-center rounded-full bg-primary-100 font-semibold text-primary-ink ${sizes[size]}`}
    >
      {initials(name)}
    </span>
  );
}
