/** '1 task', '12,345 tasks': a count and its noun, the noun in the plural unless the count is one. */
export function countText(n: number, noun: string, plural = `${noun}s`): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? noun : plural}`;
}

/** '1 task matches the filters', '3 tasks match the filters'. */
export function matchesText(n: number, noun: string, plural = `${noun}s`): string {
  return `${countText(n, noun, plural)} ${n === 1 ? 'matches' : 'match'} the filters`;
}
