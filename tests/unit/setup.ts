import '@testing-library/jest-dom';

// framer-motion animations end at once in unit tests (values jump to their targets on the next
// frame); their timing and intermediate states are checked in the e2e suite, in a real browser.
import { MotionGlobalConfig } from 'framer-motion';
MotionGlobalConfig.skipAnimations = true;
