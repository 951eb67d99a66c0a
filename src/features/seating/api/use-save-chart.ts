import { useCommand } from '@/lib/data/use-command';
import { saveChart } from '../commands';

/** Stores a change to the chart as one batch (the chart's own history undoes it, not the app's undo). */
export const useSaveChart = () => useCommand(saveChart, { noun: 'seating chart', undoable: false });
