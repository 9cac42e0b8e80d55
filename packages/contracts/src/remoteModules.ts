/**
 * The shell's contract with every module a remote exposes: which modules each remote has, the props the shell renders
 * each with, and what a remote may report back into the shell's store. React-free on purpose (contracts is shared with
 * the servers): a component is a function of its props. Each remote checks its exposed module against it
 * (`export default Step satisfies ExposedComponent<'mf_upload', './Step'>`) and its rspack config's `exposes`
 * against its module names; the shell loads and renders through the same types, so a change here fails the type check
 * on whichever side no longer fits.
 */

/** Props the shell passes to each remote's './Step'; projectId is absent on a new project's upload step. */
export interface StepProps {
  projectId?: string;
}

/** Props of mf_export's './Listen': the project a member listens to and comments on, without editing it. */
export interface ListenProps {
  projectId: string;
}

/** A page ('./Page', './SharedView') reads what it needs from the address: the shell passes no props. */
export type PageProps = Record<string, never>;

/** Every remote (by federation name) and module it exposes, with the props the shell renders that module with. */
export interface RemoteModules {
  mf_upload: { './Step': StepProps };
  mf_review: { './Step': StepProps };
  mf_voice: { './Step': StepProps };
  mf_soundtrack: { './Step': StepProps };
  mf_export: { './Step': StepProps; './SharedView': PageProps; './Listen': ListenProps };
  mf_library: { './Page': PageProps };
  mf_account: { './Page': PageProps };
}

export type RemoteName = keyof RemoteModules;

/** The modules a remote exposes: './Step', './Page', './SharedView', './Listen'. */
export type ExposedModuleName<R extends RemoteName> = keyof RemoteModules[R] & string;
/** The props of one module (`& object` says what every entry is, for code generic over the remote and module). */
export type ExposedModuleProps<R extends RemoteName, M extends ExposedModuleName<R>> = RemoteModules[R][M] & object;

/** An exposed module's default export: a component the shell calls with the module's props. */
export type ExposedComponent<R extends RemoteName, M extends ExposedModuleName<R>> = (
  props: ExposedModuleProps<R, M>,
) => unknown;

/**
 * Every remote, in the order the stack gives them ports and builds them (the step bar's, then the pages): the one
 * list the stack and the shell's tests read at run time. The type check fails while a remote of RemoteModules is
 * missing here.
 */
export const REMOTE_NAMES = Object.keys({
  mf_upload: true,
  mf_review: true,
  mf_voice: true,
  mf_soundtrack: true,
  mf_export: true,
  mf_library: true,
  mf_account: true,
} satisfies Record<RemoteName, true>) as RemoteName[];

/**
 * What a step reports to the shell, whose bottom bar waits on it. A remote sets each field only with web-kit's
 * action creator of that name (setMusicZoneEditorOpen, setMixing), which the shell's projectFlow slice reduces: these
 * are the only actions a remote dispatches into a slice of the shell's.
 */
export interface ProjectFlowState {
  /** The soundtrack step's music-zone editor is open. */
  musicZoneEditorOpen: boolean;
  /** The audiobook is being mixed. */
  mixing: boolean;
}
