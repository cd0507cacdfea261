// The animation features of framer-motion, in a chunk of their own that MotionFeatures fetches
// after hydration. domMax (not the smaller domAnimation) because the Projects list uses layout
// animations.
import { domMax } from 'framer-motion';

export default domMax;
