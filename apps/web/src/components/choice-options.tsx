/** A select's options: a blank first choice (its text given), then the choices as value and label. */
export function ChoiceOptions({
  blank,
  choices,
}: {
  blank: string;
  choices: readonly (readonly [string, string])[] | readonly string[];
}) {
  return (
    <>
      <option value="">{blank}</option>
      {choices.map((choice) => {
        const [value, label] = typeof choice === 'string' ? [choice, choice] : choice;
        return (
          <option key={value} value={value}>
            {label}
          </option>
        );
      })}
    </>
  );
}
