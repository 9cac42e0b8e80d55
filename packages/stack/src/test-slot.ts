/**
 * The ports and data folder of one kind of test run. TEST_SLOT (0 unless set) moves them by 7000 ports and to a
 * folder of their own, so two checkouts' or two people's test runs can share one machine without wiping each other.
 * 7000 is wider than the whole default port range (3000 to the auth emulator's 9101), so no two slots meet.
 */
const SLOT_WIDTH = 7000;
const LAST_SLOT = 8;

export function testStackEnv(portOffset: number, dataDir: string): { PORT_OFFSET: string; DATA_DIR: string } {
  const slot = Number(process.env.TEST_SLOT ?? 0);
  if (!Number.isInteger(slot) || slot < 0 || slot > LAST_SLOT) {
    throw new Error(`TEST_SLOT is a whole number from 0 to ${LAST_SLOT}`);
  }
  return {
    PORT_OFFSET: String(portOffset + slot * SLOT_WIDTH),
    DATA_DIR: slot === 0 ? dataDir : `${dataDir}-slot${slot}`,
  };
}
