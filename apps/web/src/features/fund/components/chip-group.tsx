// One filter row of /fund: a label, 全部 (unless a choice is required, as a sort is), and one chip per option
// (aria-pressed marks the chosen one).
interface ChipGroupProps<T extends string> {
  label: string;
  value: T | undefined;
  options: readonly { value: T; label: string; count?: number }[];
  onChange: (value: T | undefined) => void;
  withAll?: boolean;
}

export function ChipGroup<T extends string>({ label, value, options, onChange, withAll = true }: ChipGroupProps<T>) {
  return (
    <div className="fd-filter" role="group" aria-label={label}>
      <span className="fd-filter__label" aria-hidden>
        {label}
      </span>
      <div className="fd-filter__chips">
        {withAll ? (
          <button type="button" className="fd-chip" aria-pressed={value === undefined} onClick={() => onChange(undefined)}>
            全部
          </button>
        ) : null}
        {options.map((option) => (
          <button
            key={option.value}
            type="button"
            className="fd-chip"
            aria-pressed={value === option.value}
            onClick={() => onChange(option.value)}
          >
            {option.label}
            {option.count !== undefined ? <span className="fd-chip__count">{option.count}</span> : null}
          </button>
        ))}
      </div>
    </div>
  );
}
