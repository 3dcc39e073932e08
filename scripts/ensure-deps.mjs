import { ensureDependencies } from './lib.mjs';

ensureDependencies();
