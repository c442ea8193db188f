export { emitSessionChange, onSessionChange, type SessionEvent } from './sessionEvents';
