import '@testing-library/jest-dom';

// framer-motion animations end at once in unit tests (values jump to their targets on the next
// frame); their timing and intermediate states are checked in the e2e suite, in a real browser.
import { MotionGlobalConfig } from 'framer-motion';
MotionGlobalConfig.skipAnimations = true;

// jsdom leaves out TextDecoder and TextEncoder, which build-time modules read at import (the image
// size reader behind the content loader); Node has both.
import { TextDecoder, TextEncoder } from 'node:util';
Object.assign(globalThis, { TextDecoder: globalThis.TextDecoder ?? TextDecoder, TextEncoder: globalThis.TextEncoder ?? TextEncoder });
