/** The scripts of one exposed module, found from a remote's manifest as the shell's federation runtime finds them. */
export async function exposedScripts(manifestUrl: string, exposed: string): Promise<string> {
  const manifest = (await (await fetch(manifestUrl)).json()) as {
    exposes: Array<{ name: string; assets: { js: { sync: string[] } } }>;
  };
  const files = manifest.exposes.find((expose) => expose.name === exposed)!.assets.js.sync;
  const texts = await Promise.all(files.map(async (file) => (await fetch(new URL(file, manifestUrl))).text()));
  return texts.join('\n');
}
