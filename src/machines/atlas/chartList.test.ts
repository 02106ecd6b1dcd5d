import { machineById, machineCatalogue } from './catalogue';
import { chartHeight, chartIds } from './chartList';

describe('the atlas list of flows (npm run atlas writes it; run it again when this fails)', () => {
  it('names exactly the machines of src/machines, sorted by id, each with a height', () => {
    expect(chartIds).toEqual(machineCatalogue().map((machine) => machine.id));
    for (const id of chartIds) expect([id, chartHeight(id) > 0]).toEqual([id, true]);
  });

  it('finds a listed machine by its id, and nothing for an id no machine has', () => {
    expect(machineById('session')?.id).toBe('session');
    expect(machineById('yokBoyleBirAkis')).toBeUndefined();
    expect(chartHeight('yokBoyleBirAkis')).toBe(0);
    expect(chartHeight('toString')).toBe(0);
  });
});
