/** The headline number of a widget with what it counts beside it. */
export function WidgetFigure({ value, label, testId }: { value: string; label: string; testId?: string }) {
  return (
    <p className="flex items-baseline gap-2">
      <span className="text-3xl font-semibold tracking-tight text-heading tabular-nums" data-testid={testId}>
        {value}
      </span>
      <span className="text-sm text-muted">{label}</span>
    </p>
  );
}
