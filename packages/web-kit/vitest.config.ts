import { frontEndProject } from './testing/front-end-project.ts';

export default frontEndProject('web-kit');
