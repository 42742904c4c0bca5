// Re-exports only: each callable lives in its feature folder.
import './lib/region';

export { getUserByEmail } from './auth/get-user-by-email';
