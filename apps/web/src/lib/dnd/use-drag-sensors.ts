import {
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type KeyboardCodes,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';

/**
 * Mouse, touch and keyboard sensors for a drag area. The mouse starts a drag only after 5px, so a
 * click on a handle or a link in a dragged item stays a click; a finger only after a long press
 * (250 ms without moving), so that a swipe still scrolls the page or the column; the keyboard moves by
 * `coordinateGetter` (each area limits the targets arrow keys reach), started, dropped and
 * cancelled by `keyboardCodes` (dnd-kit's own by default: Space or Enter, Escape).
 */
export function useDragSensors(
  coordinateGetter: KeyboardCoordinateGetter,
  keyboardCodes?: KeyboardCodes,
) {
  return useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter, keyboardCodes }),
  );
}
