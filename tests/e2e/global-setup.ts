import { resetAndSeed } from './support';

export default async function globalSetup() {
  await resetAndSeed();
}
