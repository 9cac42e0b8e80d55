/**
 * The ports and data folder of one kind of test run. TEST_SLOT (0 unless set) moves them by 1000 ports and to a
 * folder of their own, so two checkouts' or two people's test runs can share one machine without wiping each other.
 */
export function testStackEnv(portOffset: number, dataDir: string): { PORT_OFFSET: string; DATA_DIR: string } {
  const slot = Number(process.env.TEST_SLOT ?? 0);
  if (!Number.isInteger(slot) || slot < 0 || slot > 40) throw new Error('TEST_SLOT is a whole number from 0 to 40');
  return {
    PORT_OFFSET: String(portOffset + slot * 1000),
    DATA_DIR: slot === 0 ? dataDir : `${dataDir}-slot${slot}`,
  };
}
