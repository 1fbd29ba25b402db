import { declareManageFidelityTests } from './manage-fidelity-support';

// Issue 35 on a laptop (the tests: manage-fidelity-support.ts).
declareManageFidelityTests();
