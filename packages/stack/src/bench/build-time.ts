import { buildApp } from '../build.ts';
import { frontEnds } from '../config.ts';
import { seconds, type Measurement } from './measurement.ts';

/** One front end at a time, so each figure is that build alone on the machine, as deploying one remote would be. */
export const buildTime: Measurement = {
  name: 'production build',
  async run() {
    const figures = [];
    for (const { app } of frontEnds) {
      const result = await buildApp(app);
      figures.push({ label: `${app} build`, value: seconds(result.seconds) });
    }
    return figures;
  },
};
