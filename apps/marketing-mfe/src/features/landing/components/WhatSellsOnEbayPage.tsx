import { CATEGORIES } from '@bolo/contracts';
import { Button, Link, buttonClassName } from '@bolo/web';
import { CtaBand, MarketingHero } from '../../../shared/components/MarketingHero';
import { HowItWorks } from '../../../shared/components/sections/HowItWorks';
import { PreviewGrid } from '../../../shared/components/sections/PreviewGrid';
import { Testimonials } from '../../../shared/components/sections/Testimonials';
import { usePreviewItems } from '../../../shared/hooks/usePreviewItems';
import { MARKETING_PROMISES } from '../../../shared/lib/marketing-claims';
import { CATEGORY_GUIDES, SPOTTING_TIPS } from '../content/what-sells-on-ebay';
import { useItemCount } from '../hooks/useItemCount';
import './landing.css';

/** /lp/what-sells-on-ebay (spec admin-side §2, lazily loaded): an article for people searching what to resell. */
export default function WhatSellsOnEbayPage() {
  const itemCount = useItemCount();
  const preview = usePreviewItems();
  return (
    <div className="landing page-sections">
      <MarketingHero
        eyebrow="Reseller guide"
        title="What sells on eBay: the finds worth flipping"
        lead="The categories that sell, the items inside them that resellers look for, and how to tell a profitable find from shelf filler before you pay for it."
        actions={
          <>
            <Button to="/pricing#pricing-top" size="lg">
              Get the Full BOLO List
            </Button>
            <a href="#categories" className={buttonClassName({ size: 'lg', variant: 'outline' })}>
              Read the Guide
            </a>
          </>
        }
        promises={MARKETING_PROMISES}
      />
      <article className="section" aria-labelledby="intro-title">
        <div className="container prose">
          <h2 id="intro-title">What sells on eBay, in short</h2>
          <p>
            Items sell on eBay when buyers search for them by name and cannot find them cheaper new: discontinued products, well-made brands,
            complete collectible sets and replacement parts. The profitable ones are those you can buy for a few dollars at a thrift store,
            garage sale or clearance rack and that sold for many times that in recent sold listings.
          </p>
          <p>
            The same items also sell on Mercari, Poshmark and Facebook Marketplace, so the research below pays off wherever you list. Start
            with the categories, then learn to spot the finds inside them.
          </p>

          <h2 id="categories">Categories that sell</h2>
          <p>These are the ten categories of BOLO Directory, with the kinds of items that sell in each.</p>
          <div className="landing-categories">
            {CATEGORIES.map((category) => (
              <section key={category} className="card landing-category" aria-labelledby={`category-${slug(category)}`}>
                <h3 id={`category-${slug(category)}`}>{category}</h3>
                <p>{CATEGORY_GUIDES[category].summary}</p>
                <ul>
                  {CATEGORY_GUIDES[category].lookFor.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </section>
            ))}
          </div>

          <h2 id="spotting">How to spot finds worth buying</h2>
          <ol className="landing-tips">
            {SPOTTING_TIPS.map((tip) => (
              <li key={tip.title}>
                <strong>{tip.title}.</strong> {tip.text}
              </li>
            ))}
          </ol>

          <h2 id="shortcut">The shortcut: a list of finds already researched</h2>
          <p>
            Researching every item in the aisle takes hours. BOLO Directory does it ahead of you: each BOLO names the item, what it typically
            costs secondhand, the range it sold for and the platforms where it sells fastest, with new BOLOs every week. Browse{' '}
            <Link to="/directory">the directory</Link> as a member or <Link to="/pricing">compare the plans</Link>.
          </p>
        </div>
      </article>
      <PreviewGrid {...preview} itemCount={itemCount} title="Finds that sell, from the directory" lead="A preview of recent BOLOs. Members see the name, buy price, sold range and where to sell each one." />
      <HowItWorks />
      <Testimonials />
      <CtaBand
        id="lp-cta"
        title="Stop guessing what sells"
        actions={
          <>
            <Button to="/pricing#pricing-top" size="lg">
              Get Instant Access
            </Button>
            <Button to="/pricing" size="lg" variant="outline">
              See Pricing
            </Button>
            <Button to="/directory" size="lg" variant="outline">
              Open the Directory
            </Button>
          </>
        }
      >
        Join BOLO Directory for {itemCount ? `${itemCount}+` : 'hundreds of'} researched finds, weekly updates and a 30-day money-back guarantee.
      </CtaBand>
    </div>
  );
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}
