/**
 * A phone number that reads left to right wherever it stands: beside an Arabic name a bare
 * '+201234567890' is reordered by the bidirectional algorithm into '201234567890+'. <bdi> isolates
 * it from the text around it and dir="ltr" fixes its own direction (issue 6 item 35).
 */
export function Phone({ number, testId }: { number: string | null | undefined; testId?: string }) {
  if (!number) return <>-</>;
  return (
    <bdi dir="ltr" className="ops-phone" data-testid={testId}>
      {number}
    </bdi>
  );
}
