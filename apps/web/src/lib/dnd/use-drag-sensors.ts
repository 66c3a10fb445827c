import {
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type KeyboardCodes,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';

/**
 * Pointer and keyboard sensors for a drag area. The pointer starts a drag only after 5px, so a
 * click on a handle or a link in a dragged item stays a click; the keyboard moves by
 * `coordinateGetter` (each area limits the targets arrow keys reach), started, dropped and
 * cancelled by `keyboardCodes` (dnd-kit's own by default: Space or Enter, Escape).
 */
export function useDragSensors(
  coordinateGetter: KeyboardCoordinateGetter,
  keyboardCodes?: KeyboardCodes,
) {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter, keyboardCodes }),
  );
}
