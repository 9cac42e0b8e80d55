/** Props the shell passes to each remote's './Step'; projectId is absent on a new project's upload step. */
export interface StepProps {
  projectId?: string;
}
