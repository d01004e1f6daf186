export { basePath } from '../scripts/base-path.mjs';
