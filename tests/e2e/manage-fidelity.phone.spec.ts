import { declareManageFidelityTests } from './manage-fidelity-support';

// Issue 35 on a phone: 390 x 844, touch, every press a tap() (the tests: manage-fidelity-support.ts).
declareManageFidelityTests();
