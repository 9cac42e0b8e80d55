import { seconds, type Measurement } from './measurement.ts';

export const coldStart: Measurement = {
  name: 'cold start',
  async run(context) {
    const stack = await context.stack();
    return [{ label: '`npm start` to healthy, fresh DATA_DIR', value: seconds(stack.startSeconds) }];
  },
};
