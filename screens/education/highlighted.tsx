/** Text whose parts the search marked (ts_headline's words found), highlighted without rendering markup. */
export function Highlighted({ parts }: { parts: ReadonlyArray<{ text: string; match: boolean }> }) {
  return (
    <>
      {parts.map((part, index) =>
        part.match ? (
          <mark key={index} className="education-mark">
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
