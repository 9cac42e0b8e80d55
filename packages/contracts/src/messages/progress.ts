/** One step of a progress overlay: the percentage shown and its stage text. */
export interface ProgressStage {
  percent: number;
  text: string;
}
