// The scene graph of the 3D background (rendered inside the scene worker).
import { useFrame, useThree } from '@react-three/fiber';
import { useEffect, useRef } from 'react';
import { CameraRig, FrameDriver, Shapes, type PointerTarget } from './SceneParts';

interface WireframeSceneProps {
  colours: string[];
  /** One still frame (reduced motion, or a renderer without a GPU): no drift, no pointer following. */
  still: boolean;
  /** False while the hero is off-screen or the tab hidden: nothing is drawn. */
  running: boolean;
  pointer: PointerTarget;
  onFirstFrame: () => void;
}

export function WireframeScene({ colours, still, running, pointer, onFirstFrame }: WireframeSceneProps) {
  return (
    <>
      <Shapes colours={colours} animate={!still} />
      {/* Still: a still camera and one frame, no pointer following. */}
      {!still && <CameraRig pointer={pointer} />}
      {running && !still && <FrameDriver />}
      <FrameSignals onFirstFrame={onFirstFrame} />
    </>
  );
}

/** Reports the first drawn frame, and redraws the still frame when the canvas is resized. */
function FrameSignals({ onFirstFrame }: { onFirstFrame: () => void }) {
  const reported = useRef(false);
  const size = useThree((state) => state.size);
  const invalidate = useThree((state) => state.invalidate);

  useEffect(() => invalidate(), [size, invalidate]);

  useFrame(() => {
    if (reported.current) return;
    reported.current = true;
    onFirstFrame();
  });
  return null;
}
