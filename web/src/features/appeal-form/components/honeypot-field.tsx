import { useId, type Ref } from 'react';

/** Invisible to people and screen readers, never focused: only a bot fills it, and the server drops what it sends. */
export function HoneypotField({ inputRef }: { inputRef: Ref<HTMLInputElement> }) {
  const id = `${useId()}-website`;
  return (
    <div aria-hidden="true" style={{ position: 'absolute', left: '-10000px', top: 'auto', width: 1, height: 1, overflow: 'hidden' }}>
      <label htmlFor={id}>Website</label>
      <input ref={inputRef} id={id} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
