/** What the shell's server answers at /config.json: everything that differs between deployments. */
export interface RuntimeConfig {
  firebase: { apiKey: string; authDomain: string; projectId: string };
  /** Origin of the Firebase Auth emulator (http://127.0.0.1:9099), or null with a real Firebase project. */
  authEmulatorUrl: string | null;
  supportEmail: string;
}
