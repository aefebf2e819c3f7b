/** Placeholder shaped like the detail page while the item loads. */
export function ItemDetailSkeleton() {
  return (
    <div className="item-detail__layout" aria-busy="true" data-testid="item-detail-skeleton">
      <span className="visually-hidden" role="status">
        Loading item
      </span>
      <div className="skeleton skeleton--media" />
      <div className="item-detail__info" aria-hidden="true">
        <div className="skeleton skeleton--chips" />
        <div className="skeleton skeleton--title" />
        <div className="skeleton skeleton--line" />
        <div className="skeleton skeleton--line" />
        <div className="skeleton skeleton--line skeleton--short" />
        <div className="skeleton skeleton--prices" />
        <div className="skeleton skeleton--button" />
      </div>
    </div>
  );
}
