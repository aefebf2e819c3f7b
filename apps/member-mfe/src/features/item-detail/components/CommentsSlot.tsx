/** Where the Community Comments block of spec member-side §2 will render. */
export function CommentsSlot() {
  return (
    <section className="detail-panel comments-slot" data-testid="comments-slot" aria-labelledby="comments-title">
      {/* Comments (post form, list, votes, report, delete) arrive in a later issue; only the heading for now. */}
      <h2 id="comments-title" className="detail-panel__title">
        Community Comments
      </h2>
    </section>
  );
}
