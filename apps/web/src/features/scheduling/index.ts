/** What other features may use of scheduling; everything else here is internal. */
export { SLOTS_QUERY_ROOT, type SlotSource } from './api/clinic-slots';
export { reserveSlot, useReserveSlot } from './api/reserve-slot';
export { SlotConflictModal } from './components/SlotConflictModal';
export { SlotPicker, type SlotPickerProps } from './components/SlotPicker';
export { useSlotConflict } from './hooks/use-slot-conflict';
export type { SlotsView } from './lib/calendar';
export {
  isCompleteSelection,
  readSelections,
  readTimeOfDay,
  readView,
  resetSlotParams,
  SLOT_PARAMS,
  type SlotSelection,
  selectionOfSlot,
  writeSelection,
  writeTimeOfDay,
} from './lib/slot-params';
export { zonedInstant, zonedParts } from './lib/zone-format';
