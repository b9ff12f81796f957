import { describe, expect, it } from 'vitest';
import { sortAreas } from './startupApi';

describe('areas list order (03 §3)', () => {
  it('puts geofencing-enabled areas first, then sorts by name', () => {
    const areas = [
      { name: 'Zamalek', isGeofencingEnabled: false },
      { name: 'Maadi', isGeofencingEnabled: true },
      { name: 'Dokki', isGeofencingEnabled: false },
      { name: 'Heliopolis', isGeofencingEnabled: true },
    ];
    expect(sortAreas(areas).map((a) => a.name)).toEqual(['Heliopolis', 'Maadi', 'Dokki', 'Zamalek']);
  });
});
