import { setGlobalOptions } from 'firebase-functions/v2';
import { FUNCTIONS_REGION } from '@/shared/constants';

// Every function of Compe runs in Tokyo, next to its users (docs/data-model.md).
setGlobalOptions({ region: FUNCTIONS_REGION, maxInstances: 10 });
