import { frontEndProject } from '../packages/web-kit/testing/front-end-project.ts';

export default frontEndProject('mf-upload');
