/** Pin colours of the map (03 §2.5: green normally, red in storage; rides green at start, red at stop). */
export const PIN_COLOURS = {
  green: '#2e7d32',
  red: '#d32f2f',
  staffValid: '#1565c0',
  staffInvalid: '#ef6c00',
  distribution: '#6a1b9a',
  outerFence: '#1677ff',
  restrictedFence: '#d32f2f',
  opsFence: '#fa8c16',
} as const;
