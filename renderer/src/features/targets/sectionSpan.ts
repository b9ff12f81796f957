/**
 * The section column of the comparison: the first row of a section spans all of the
 * section's rows, the others are covered (rowSpan 0).
 */
export function sectionSpan(sections: readonly string[], index: number): number {
  if (index > 0 && sections[index - 1] === sections[index]) return 0;
  let end = index + 1;
  while (end < sections.length && sections[end] === sections[index]) end += 1;
  return end - index;
}
