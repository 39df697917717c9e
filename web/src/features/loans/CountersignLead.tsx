/**
 * Why the initiator signs again, for loan agreements and gift letters alike: the other person's
 * signature put their own details in the text, and here is what changed, in plain words.
 */
export function CountersignLead({ other, noun, changes }: { other: string; noun: 'agreement' | 'letter'; changes: readonly string[] }) {
  return (
    <>
      <p>
        {other} signed the {noun} with their own details in it, so the text is no longer the one you signed. Your first signature no
        longer counts: read the final {noun} below and countersign it, or change or withdraw it.
      </p>
      {changes.length > 0 ? (
        <div className="countersign-changes">
          <p>What is different from the {noun} you signed:</p>
          <ul aria-label="What changed">
            {changes.map((change) => (
              <li key={change}>{change}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}
