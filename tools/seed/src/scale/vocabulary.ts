import type { Category, Platform } from '@bolo/contracts';

/**
 * What a synthetic item in one subcategory is made of. `lines` pair brands with the products
 * they actually make ("Brand A, Brand B: Product 1, Product 2"), so no name reads like a
 * Texas Instruments iPod. Prices are whole dollars.
 */
export interface SubcategoryVocabulary {
  lines: readonly string[];
  /** Typical buy price range and sold price range for the subcategory. */
  buy: readonly [number, number];
  sold: readonly [number, number];
}

export interface CategoryVocabulary {
  /** Words placed before the brand, e.g. 'Vintage', 'Boxed'. */
  adjectives: readonly string[];
  /** Suffixes after the product, e.g. '(Tested)', 'Lot of 3'. */
  suffixes: readonly string[];
  platforms: readonly Platform[];
  /** Second sentence of the description: why it sells. */
  appeal: readonly string[];
  /** Third sentence: condition or what to include. */
  condition: readonly string[];
  notes: readonly string[];
  subcategories: Readonly<Record<string, SubcategoryVocabulary>>;
}

const commonCondition = [
  'Complete examples with original accessories bring the top of the range.',
  'Condition drives the price more than age does.',
  'Tested, working units sell much faster than "untested" ones.',
  'Original packaging adds noticeably to the price.',
];

export const VOCABULARY: Readonly<Record<Category, CategoryVocabulary>> = {
  Electronics: {
    adjectives: ['Vintage', 'Boxed', 'Tested', 'Refurbished', '1980s', '1990s'],
    suffixes: ['(Tested)', 'Working', 'for Parts or Repair', 'with Original Box', 'Bundle'],
    platforms: ['eBay', 'Mercari', 'Facebook'],
    appeal: [
      'Retro tech buyers and repair hobbyists search for this model every day.',
      'Demand from collectors has grown as working units get harder to find.',
      'It is a dependable flip because replacement parts are still sold separately.',
    ],
    condition: [...commonCondition, 'Check that every button and port works before buying.'],
    notes: [
      'Bring a portable battery pack or ask to plug it in before buying.',
      'Search sold listings for the exact model number; small suffix letters change the price a lot.',
      'Non-working units still sell for parts, so price accordingly rather than passing.',
      'Clean contacts and dust before photographing; it reads as "cared for" to buyers.',
    ],
    subcategories: {
      'Audio/Video': {
        buy: [8, 40],
        sold: [60, 320],
        lines: [
          'Pioneer, Marantz, Technics, Sansui, Kenwood: Stereo Receiver, Integrated Amplifier, Cassette Deck, Graphic Equalizer',
          'Technics, Dual, Audio-Technica: Turntable, Direct Drive Turntable',
          'Klipsch, JBL, Polk Audio, KEF: Bookshelf Speakers, Floor Standing Speakers, Powered Subwoofer',
          'Bose: Wave Radio, SoundLink Speaker, QuietComfort Headphones, Acoustimass Speaker System',
          'Sony, Denon, Yamaha: CD Player, 5-Disc CD Changer, AV Receiver, Soundbar',
        ],
      },
      Cameras: {
        buy: [5, 45],
        sold: [40, 350],
        lines: [
          'Canon: AE-1 Program 35mm Camera, FD 50mm f/1.8 Lens, EOS Rebel Film Body, PowerShot G7 X',
          'Nikon: FM2 35mm Camera, F3 SLR Body, Nikkor 50mm f/1.4 Lens, Coolpix Digital Camera',
          'Minolta, Pentax, Olympus, Yashica: 35mm SLR Camera, Point and Shoot Camera, Rangefinder Camera, 50mm Prime Lens',
          'Polaroid: SX-70 Land Camera, OneStep Instant Camera, Spectra Instant Camera',
          'Fujifilm: X100 Digital Camera, Instax Mini Camera, QuickSnap Film Camera',
        ],
      },
      Computer: {
        buy: [5, 60],
        sold: [35, 300],
        lines: [
          'IBM: Model M Keyboard, ThinkPad Laptop',
          'Apple: MacBook Pro, iMac G3, Magic Keyboard, Power Mac G4',
          'Logitech, Microsoft: Wireless Mouse, Mechanical Keyboard, Webcam, Ergonomic Keyboard',
          'Dell, HP, Lenovo: Business Laptop, 24 Inch Monitor, Docking Station, Small Form Factor Desktop',
          'NVIDIA, AMD: Graphics Card',
        ],
      },
      Gadgets: {
        buy: [3, 30],
        sold: [25, 220],
        lines: [
          'Apple: iPod Classic, iPod Nano, iPod Shuffle, iPad Mini',
          'Texas Instruments, Casio: Graphing Calculator, Scientific Calculator',
          'Garmin: GPS Navigator, Forerunner GPS Watch, Handheld GPS',
          'Fitbit: Fitness Tracker, Smartwatch',
          'Amazon: Kindle Paperwhite E-Reader, Echo Smart Speaker',
          'GoPro: HERO Action Camera',
        ],
      },
      'Vintage Tech': {
        buy: [3, 35],
        sold: [40, 280],
        lines: [
          'Sony: Walkman Cassette Player, Discman CD Player, Trinitron TV, Handycam Camcorder',
          'Panasonic, JVC, Sharp: Boombox, Portable Cassette Recorder, VHS VCR',
          'Commodore, Atari, Tandy: Home Computer, Disk Drive, Color Computer',
          'Zenith, RCA, Motorola: Transistor Radio, Tube Radio, Portable TV',
          'Casio: Calculator Watch, Keyboard Synthesizer',
        ],
      },
    },
  },
  Toys: {
    adjectives: ['Vintage', 'Complete', 'Sealed', 'Boxed', '1980s', '1990s', 'Rare'],
    suffixes: ['Lot', '(Complete)', 'with Box', 'with Accessories'],
    platforms: ['eBay', 'Mercari', 'Facebook', 'Etsy'],
    appeal: [
      'Adults buying back their childhood keep prices for this line rising.',
      'Parents and collectors both shop for it, so it sells in any season.',
      'Complete sets are scarce because small parts went missing long ago.',
    ],
    condition: [...commonCondition, 'Count the pieces against an online checklist before listing.'],
    notes: [
      'Bagged toy lots at thrift stores often hide complete sets; look through the plastic.',
      'Sell high-value figures individually and the rest as a lot.',
      'List before Black Friday; toy prices peak in November and December.',
      'Clean with mild soap only; harsh cleaners strip paint and lower the value.',
    ],
    subcategories: {
      'Action Figures': {
        buy: [2, 20],
        sold: [20, 180],
        lines: [
          'Kenner: Star Wars Figure, Super Powers Figure, Real Ghostbusters Figure',
          'Hasbro: G.I. Joe Figure, Transformers G1 Figure, Marvel Legends Figure',
          'Mattel: Masters of the Universe Figure, WWE Elite Figure',
          'Playmates: Teenage Mutant Ninja Turtles Figure, Star Trek Figure',
          'Toy Biz: X-Men Figure, Spider-Man Figure',
          'McFarlane: Spawn Figure, NFL Figure',
        ],
      },
      'Building Sets & Bricks': {
        buy: [5, 40],
        sold: [35, 260],
        lines: [
          'LEGO: Star Wars Set, Technic Set, Castle Set, City Set, Creator Expert Set, Harry Potter Set, Bulk Bricks 5 lb',
          'K\'NEX: Roller Coaster Set, Building Set',
          'Lincoln Logs, Erector: Building Set, Tin Set',
        ],
      },
      'Dolls & Accessories': {
        buy: [2, 30],
        sold: [25, 200],
        lines: [
          'American Girl: Samantha Doll, Kirsten Doll, Molly Doll, Doll Outfit, Doll Furniture',
          'Mattel: Barbie Dream House, Barbie Doll, Polly Pocket Compact',
          'Coleco: Cabbage Patch Kids Doll',
          'Madame Alexander: Collector Doll',
          'MGA: Bratz Doll',
        ],
      },
      'Games & Puzzles': {
        buy: [1, 15],
        sold: [20, 150],
        lines: [
          'Milton Bradley: HeroQuest Board Game, Stratego, Operation, Mouse Trap',
          'Parker Brothers: Monopoly Vintage Edition, Ouija Board, Clue',
          'Ravensburger, Springbok: Jigsaw Puzzle 1000 Piece, Jigsaw Puzzle 2000 Piece',
          'Avalon Hill: Strategy Board Game, Axis & Allies',
          'Games Workshop: Warhammer Miniatures Lot, Space Hulk',
        ],
      },
      'Plush & Stuffed Animals': {
        buy: [1, 15],
        sold: [15, 120],
        lines: [
          'Steiff: Mohair Teddy Bear, Plush Dog',
          'Gund: Teddy Bear, Snuffles Bear',
          'Kenner: Care Bears Plush',
          'Jellycat: Bashful Bunny, Plush Octopus',
          'Kellytoy: Squishmallows Plush',
        ],
      },
      'Educational & STEM': {
        buy: [3, 25],
        sold: [25, 180],
        lines: [
          'Snap Circuits: Electronics Kit SC-300, Electronics Kit SC-750',
          'LEGO: Mindstorms Robotics Kit, Education WeDo Set',
          'LeapFrog, VTech: Learning Tablet, LeapPad',
          'Thames & Kosmos: Chemistry Set, Physics Kit',
          'Osmo: Genius Starter Kit',
        ],
      },
      'Electronic Toys & Gadgets': {
        buy: [1, 10],
        sold: [20, 120],
        lines: [
          'Tiger Electronics: Furby, Handheld LCD Game, Talkboy',
          'Bandai: Tamagotchi Virtual Pet, Digimon Digivice',
          'Hasbro: Bop It, Furby Connect',
          'WowWee: Robosapien Robot',
        ],
      },
      'Vehicles & RC Toys': {
        buy: [3, 50],
        sold: [30, 300],
        lines: [
          'Tamiya: Grasshopper RC Buggy, Hornet RC Buggy, Blackfoot RC Truck',
          'Traxxas: Slash RC Truck, Rustler RC Truck',
          'Tyco: RC Rebound, RC Bandit',
          'Hot Wheels, Matchbox: Die-Cast Car Lot, Carrying Case with Cars',
          'Tonka: Pressed Steel Dump Truck, Mighty Loader',
        ],
      },
      'Vintage & Collectible': {
        buy: [2, 20],
        sold: [25, 160],
        lines: [
          'Fisher-Price: Little People Play Family Farm, See n Say, Chatter Telephone, Music Box Record Player',
          'Marx: Tin Wind-Up Toy, Playset',
          'Playskool: Lite-Brite, Weebles Playset',
          'View-Master: Viewer with Reels',
        ],
      },
    },
  },
  'Home & Kitchen': {
    adjectives: ['Vintage', 'Mid-Century', 'Retro', 'Boxed', 'Antique', 'Large'],
    suffixes: ['(Made in USA)', 'in Original Box', '(Excellent Condition)', 'Lot'],
    platforms: ['eBay', 'Facebook', 'Etsy', 'Mercari'],
    appeal: [
      'Home cooks and decor buyers both search for this brand by name.',
      'Vintage kitchenware collectors pay a premium for bright, unfaded pieces.',
      'It outlasts modern equivalents, which keeps used prices high.',
    ],
    condition: [...commonCondition, 'Chips and cracks lower the price far more than light wear.'],
    notes: [
      'Check the bottom for the maker mark before paying; unmarked pieces sell for much less.',
      'Bulky pieces sell best locally where buyers pick up.',
      'Wrap each piece separately and double box when shipping glass or ceramic.',
      'Estate sale kitchens on the last day are where the best buys are.',
    ],
    subcategories: {
      'Bedding & Linens': {
        buy: [3, 20],
        sold: [30, 200],
        lines: [
          'Pendleton: Wool Blanket, Camp Blanket',
          'Hudson\'s Bay: Point Blanket',
          'Faribault: Wool Throw',
          'Laura Ashley, Ralph Lauren: Duvet Cover Set, Quilt, Sheet Set',
          'Vera Bradley: Throw Blanket',
        ],
      },
      Cookware: {
        buy: [3, 40],
        sold: [30, 260],
        lines: [
          'Le Creuset: Dutch Oven 5.5 qt, Braiser, Skillet, Saucepan',
          'Staub: Cocotte, Braiser',
          'All-Clad: Saucepan Set, Fry Pan, Stock Pot',
          'Lodge, Wagner: Cast Iron Skillet, Dutch Oven',
          'Corning Ware: Casserole Dish, Cornflower Set',
          'Revere Ware: Copper Bottom Saucepan, Copper Bottom Skillet',
        ],
      },
      Crafts: {
        buy: [5, 60],
        sold: [40, 300],
        lines: [
          'Cricut: Maker Cutting Machine, Explore Air 2',
          'Singer: Featherweight 221 Sewing Machine, Sewing Machine',
          'Brother, Janome: Sewing Machine, Embroidery Machine, Serger',
          'Silhouette: Cameo Cutting Machine',
        ],
      },
      Decor: {
        buy: [2, 25],
        sold: [30, 220],
        lines: [
          'Blenko: Glass Vase, Decanter',
          'Haeger, Royal Haeger: Pottery Vase, Table Lamp',
          'Dansk: Candle Holder, Teak Bowl',
          'Jonathan Adler: Ceramic Vase, Needlepoint Pillow',
          'Mid-Century Brass: Sputnik Candle Holder, Wall Mirror, Bookends',
        ],
      },
      Dinnerware: {
        buy: [2, 20],
        sold: [20, 180],
        lines: [
          'Fiesta: Dinner Plates, Serving Platter, Mugs',
          'Franciscan: Desert Rose Dinner Plates, Apple Pattern Set',
          'Noritake, Lenox, Wedgwood: China Set, Teacup and Saucer Set, Gravy Boat',
          'Corelle: Butterfly Gold Dinnerware Set',
          'Johnson Brothers: Friendly Village Dinner Plates',
        ],
      },
      General: {
        buy: [1, 10],
        sold: [15, 80],
        lines: [
          'Longaberger: Market Basket with Liner, Picnic Basket',
          'Tupperware: Canister Set, Servalier Bowls',
          'Simplehuman: Trash Can, Soap Pump',
          'Yankee Candle: Large Jar Candle Lot',
        ],
      },
      Glassware: {
        buy: [2, 15],
        sold: [25, 180],
        lines: [
          'Pyrex: Mixing Bowl Set, Refrigerator Dish Set, Cinderella Bowl, Butterprint Casserole',
          'Fire-King: Jadeite Mugs, Mixing Bowl',
          'Anchor Hocking, Federal Glass: Juice Glasses, Cake Stand, Punch Bowl Set',
          'Fenton: Hobnail Bowl',
          'Libbey: Culver Tumblers, Gold Leaf Glasses',
        ],
      },
      Holiday: {
        buy: [2, 15],
        sold: [25, 150],
        lines: [
          'Department 56: Snow Village Lighted House, Dickens Village House',
          'Empire Plastics: Santa Blow Mold, Snowman Blow Mold',
          'Shiny Brite: Glass Ornament Box',
          'Hallmark: Keepsake Ornament',
          'Christopher Radko: Glass Ornament',
        ],
      },
      'Kitchen Tools': {
        buy: [2, 20],
        sold: [30, 200],
        lines: [
          'Wusthof, Henckels: Chef\'s Knife 8 Inch, Knife Block Set, Bread Knife',
          'Shun, Global: Santoku Knife, Chef\'s Knife',
          'KitchenAid: Pasta Roller Attachment, Meat Grinder Attachment',
          'Marcato: Atlas Pasta Machine',
          'OXO: Mandoline Slicer',
        ],
      },
      'Pet Supplies': {
        buy: [2, 40],
        sold: [20, 300],
        lines: [
          'FURminator: deShedding Tool',
          'Litter-Robot: Self-Cleaning Litter Box',
          'PetSafe: Automatic Feeder, Wireless Fence',
          'Ruffwear, Kurgo: Dog Harness, Dog Car Seat Cover',
          'Sleepypod: Pet Carrier',
        ],
      },
      'Small Appliances': {
        buy: [8, 60],
        sold: [50, 320],
        lines: [
          'KitchenAid: Artisan Stand Mixer, Food Processor',
          'Vitamix: 5200 Blender, E310 Blender',
          'Breville: Barista Express Espresso Machine, Smart Oven',
          'Instant Pot: Duo Pressure Cooker',
          'Nespresso: Vertuo Coffee Maker',
          'Ninja, Cuisinart: Air Fryer, Food Processor, Blender',
        ],
      },
      Outdoor: {
        buy: [10, 60],
        sold: [60, 350],
        lines: [
          'Weber: Smokey Mountain Cooker, Kettle Grill 22 Inch, Q1200 Gas Grill',
          'Traeger: Pellet Grill',
          'Solo Stove: Bonfire Fire Pit',
          'Blackstone: Griddle 28 Inch',
          'Big Green Egg: Ceramic Grill',
        ],
      },
    },
  },
  Fashion: {
    adjectives: ['Vintage', 'NWT', '90s', 'Y2K', 'Classic', 'Rare'],
    suffixes: ['Men\'s', 'Women\'s', '(Made in USA)', '(NWT)'],
    platforms: ['Poshmark', 'eBay', 'Depop', 'Mercari'],
    appeal: [
      'Streetwear and vintage buyers search for this label by name.',
      'Older production is better made, and buyers know it.',
      'It sells in every size, but the common sizes go fastest.',
    ],
    condition: [...commonCondition, 'Measure and photograph flaws; accurate listings avoid returns.'],
    notes: [
      'Check the tags for country of origin; older production is worth more.',
      'Take flat-lay photos on a plain background plus one close-up of the label.',
      'Measure pit to pit and length; vintage sizing runs small.',
      'Steam before photographing; wrinkled clothes sell slower.',
    ],
    subcategories: {
      Shoes: {
        buy: [4, 30],
        sold: [35, 250],
        lines: [
          'Dr. Martens: 1460 Boots, Jadon Platform Boots, 1461 Oxford Shoes',
          'Nike: Air Jordan 1 Retro High, Air Max 90, Dunk Low',
          'New Balance: 990 Sneakers, 574 Sneakers',
          'Red Wing: Iron Ranger Boots, Moc Toe Boots',
          'Birkenstock: Arizona Sandals, Boston Clogs',
        ],
      },
      Clothing: {
        buy: [2, 15],
        sold: [25, 160],
        lines: [
          'Patagonia: Synchilla Snap-T Fleece, Better Sweater, Baggies Shorts',
          'Levi\'s: Type III Trucker Jacket, 501 Jeans, 505 Jeans',
          'Carhartt: Detroit Jacket, Duck Chore Coat, Double Knee Pants',
          'Harley-Davidson: Vintage T-Shirt, Leather Jacket',
          'Lululemon: Align Leggings, Define Jacket',
          'The North Face: Nuptse Puffer Jacket, Denali Fleece',
          'Champion: Reverse Weave Sweatshirt',
        ],
      },
      'Bags & Accessories': {
        buy: [3, 30],
        sold: [30, 300],
        lines: [
          'Coach: Legacy Shoulder Bag, Leather Crossbody Bag, Bifold Wallet',
          'Hermes: Silk Scarf 90cm',
          'Louis Vuitton: Speedy 30 Bag, Monogram Pochette',
          'Dooney & Bourke: All-Weather Leather Satchel',
          'Ray-Ban: Wayfarer Sunglasses, Aviator Sunglasses',
        ],
      },
    },
  },
  Collectibles: {
    adjectives: ['Vintage', 'Rare', 'Signed', 'Antique', 'Original', 'Limited Edition', '1960s'],
    suffixes: ['(Authentic)', 'with COA', 'Lot', 'Collection'],
    platforms: ['eBay', 'Etsy', 'Mercari'],
    appeal: [
      'Collectors of this line watch new listings closely and pay for condition.',
      'Nostalgia keeps prices for this piece steady year after year.',
      'It crosses over to decor buyers, which widens the market.',
    ],
    condition: [...commonCondition, 'Authenticity questions come first; photograph every mark.'],
    notes: [
      'Look up the maker mark before paying; reproductions are common.',
      'Photograph on a neutral background in daylight to show true colours.',
      'Graded items sell for more; consider grading only above about $200.',
      'Flea market dealers often bundle; ask for a price on the whole box.',
    ],
    subcategories: {
      'Pop Culture': {
        buy: [2, 40],
        sold: [20, 400],
        lines: [
          'Funko: Pop! Vinyl Figure, Pop! Vaulted Figure',
          'Pokemon: Base Set Holo Card, Trading Card Lot, Booster Pack',
          'Disney: Treasure Craft Cookie Jar, Vintage Mickey Mouse Watch, Figurine',
          'Star Wars: Vintage Lunch Box, Original Trilogy Poster',
          'Sanrio: Hello Kitty Vintage Pencil Case',
        ],
      },
      Vintage: {
        buy: [2, 50],
        sold: [25, 350],
        lines: [
          'Hot Wheels: Redline Car, Redline Collector Case',
          'Coca-Cola: Metal Cooler, Advertising Sign, Thermometer Sign',
          'Zippo: Lighter',
          'Texaco, Mobil: Porcelain Sign, Oil Can',
          'Budweiser: Lighted Bar Sign, Stein',
        ],
      },
      Antiques: {
        buy: [3, 40],
        sold: [30, 300],
        lines: [
          'Fenton: Carnival Glass Vase, Hobnail Lamp',
          'Griswold, Wagner: Cast Iron Skillet No. 8, Waffle Iron',
          'Roseville, McCoy, Hull: Pottery Vase, Cookie Jar, Planter',
          'Royal Doulton: Figurine, Toby Jug',
          'Waltham, Elgin: Pocket Watch',
        ],
      },
      Memorabilia: {
        buy: [1, 30],
        sold: [20, 250],
        lines: [
          'NASA: Apollo 11 Newspaper, Mission Patch',
          'Topps: Baseball Card Set, Football Card Lot',
          'The Beatles, Elvis Presley: Concert Program, Fan Club Photo',
          'MLB, NFL: Signed Baseball, Team Pennant, Ticket Stub Collection',
        ],
      },
    },
  },
  Gaming: {
    adjectives: ['Authentic', 'Tested', 'Vintage', 'Sealed', 'Original', 'Clean'],
    suffixes: ['(Tested)', 'Bundle', 'Lot', '(Complete)'],
    platforms: ['eBay', 'Mercari', 'Facebook'],
    appeal: [
      'Retro gamers and collectors buy it year round.',
      'Prices for authentic copies keep climbing as supply dries up.',
      'It is a dependable seller because players still use it, not only collectors.',
    ],
    condition: [...commonCondition, 'Authentic boards and labels are what buyers check first.'],
    notes: [
      'Reproductions are common; check the board and label before buying.',
      'Clean cartridge contacts with isopropyl alcohol and test before listing.',
      'Complete-in-box copies can be worth three times a loose cartridge.',
      'Game stores pay less than half of eBay prices; sell direct.',
    ],
    subcategories: {
      'Consoles & Accessories': {
        buy: [5, 60],
        sold: [30, 300],
        lines: [
          'Nintendo: 64 Console, GameCube Console, Wii U Console, WaveBird Controller, Switch Pro Controller',
          'Sony: PlayStation 2 Slim, PlayStation 3 Console, PSP 3000, DualShock 2 Controller',
          'Sega: Dreamcast Console, Genesis Model 1, Game Gear',
          'Microsoft: Original Xbox Console, Xbox 360 Elite',
        ],
      },
      'Video Games': {
        buy: [2, 40],
        sold: [15, 280],
        lines: [
          'Nintendo: Super Mario Bros. 3 NES, EarthBound SNES, Pokemon Yellow Game Boy, Mario Kart 64, Zelda Ocarina of Time',
          'Capcom: Mega Man 2 NES, Resident Evil 2 PS1',
          'Square: Final Fantasy VII PS1, Chrono Trigger SNES',
          'Konami: Castlevania NES, Metal Gear Solid PS1',
          'Sega: Sonic the Hedgehog 2 Genesis, Panzer Dragoon Saga',
        ],
      },
      'Vintage & Collectibles': {
        buy: [5, 60],
        sold: [40, 320],
        lines: [
          'Nintendo: Game Boy DMG-01, Virtual Boy, Game & Watch, NES Console',
          'Atari: 2600 Console, 7800 Console, Lynx Handheld',
          'Coleco: ColecoVision Console',
          'Mattel: Intellivision Console',
        ],
      },
    },
  },
  Media: {
    adjectives: ['Vintage', 'Sealed', 'Out of Print', 'Rare', 'Original'],
    suffixes: ['Lot', '(Complete)', '(Sealed)'],
    platforms: ['eBay', 'Mercari', 'Etsy'],
    appeal: [
      'Collectors search for specific editions and pay well for the right one.',
      'Out-of-print titles sell well above their original price.',
      'The physical media revival keeps demand for it strong.',
    ],
    condition: [...commonCondition, 'Check discs and pages before buying; scratches and missing pages kill value.'],
    notes: [
      'Scan barcodes with a seller app in the store; most titles are worth only a dollar.',
      'Check the copyright page or run-out groove to identify the edition.',
      'Media Mail shipping keeps costs low for books, records and discs.',
      'List lots of common titles together and rare ones on their own.',
    ],
    subcategories: {
      Books: {
        buy: [1, 10],
        sold: [15, 150],
        lines: [
          'Scholastic: Harry Potter Hardcover Set, Goosebumps Book Lot',
          'Easton Press, Franklin Library: Leather-Bound Classic',
          'Time-Life: Cookbook Series, Old West Series',
          'Little Golden Books: Vintage Book Lot',
          'Folio Society: Illustrated Edition',
        ],
      },
      Movies: {
        buy: [1, 8],
        sold: [15, 90],
        lines: [
          'Criterion Collection: Blu-ray, DVD',
          'Arrow Video, Shout Factory: Limited Edition Blu-ray',
          'Disney: Black Diamond VHS, 4K UHD Steelbook',
          'HBO: Complete Series DVD Box Set',
        ],
      },
      Music: {
        buy: [1, 15],
        sold: [15, 150],
        lines: [
          'Fleetwood Mac, Pink Floyd, Led Zeppelin: Vinyl LP, Original Pressing LP',
          'Nirvana, Pearl Jam: Vinyl LP, Cassette Tape',
          'Prince, Michael Jackson: Vinyl LP, 12 Inch Single',
          'Blue Note, Motown: Jazz LP, Soul 45 RPM Single Lot',
        ],
      },
      Software: {
        buy: [1, 15],
        sold: [20, 150],
        lines: [
          'Adobe: Creative Suite 6, Photoshop CS2',
          'Microsoft: Office Professional Retail Box, Windows 95 Retail Box',
          'MECC: Oregon Trail Big Box, Number Munchers',
          'Sierra: King\'s Quest Big Box, Space Quest Big Box',
          'Broderbund: Where in the World Is Carmen Sandiego, Print Shop',
        ],
      },
    },
  },
  'Tools & Industrial': {
    adjectives: ['Vintage', 'USA Made', 'Heavy Duty', 'Professional', 'Boxed'],
    suffixes: ['with Case', '(Tested)', 'Lot'],
    platforms: ['eBay', 'Facebook', 'Mercari'],
    appeal: [
      'Tradespeople buy used to avoid the retail price.',
      'Quality tools from this maker last decades, which keeps resale prices high.',
      'Woodworkers and mechanics search for this model by number.',
    ],
    condition: [...commonCondition, 'Test power tools under load before listing.'],
    notes: [
      'Bring a battery from the common platforms to test cordless tools.',
      'Estate sale garages are where full tool chests turn up.',
      'Check serial numbers against stolen-tool lists for premium brands.',
      'Sell batteries and chargers separately from bare tools for more in total.',
    ],
    subcategories: {
      'Hand Tools': {
        buy: [2, 25],
        sold: [25, 200],
        lines: [
          'Snap-on: 3/8 Inch Ratchet, Socket Set, Combination Wrench Set',
          'Stanley: No. 4 Hand Plane, No. 5 Jack Plane, Block Plane',
          'Craftsman: Socket Set, Wrench Set',
          'Klein, Channellock: Pliers Set, Screwdriver Set',
          'Lie-Nielsen: Block Plane, Chisel Set',
        ],
      },
      'Power Tools': {
        buy: [10, 80],
        sold: [50, 500],
        lines: [
          'Milwaukee: M18 Fuel Hammer Drill, M18 Impact Driver, M12 Rotary Tool',
          'DeWalt: 20V MAX Drill Driver, Miter Saw, Circular Saw',
          'Makita: 18V LXT Circular Saw, Router, Random Orbit Sander',
          'Festool: Domino Joiner, Track Saw, Rotex Sander',
          'Bosch: Jigsaw, Router Kit',
        ],
      },
      'Parts & Accessories': {
        buy: [3, 40],
        sold: [20, 150],
        lines: [
          'DeWalt, Milwaukee, Makita: 5.0Ah Battery Two-Pack, Rapid Charger, Tool Bag',
          'Freud, Diablo: Saw Blade Set, Router Bit Set',
          'Bosch: Drill Bit Set',
        ],
      },
      'Specialty Gear': {
        buy: [5, 60],
        sold: [40, 320],
        lines: [
          'Fluke: 87V Multimeter, Clamp Meter, Voltage Tester',
          'Starrett, Brown & Sharpe: Combination Square, Micrometer Set, Dial Indicator',
          'Mitutoyo: Digital Caliper, Micrometer',
          'Klein, Greenlee: Cable Tester, Knockout Punch Set',
        ],
      },
    },
  },
  'Sports & Outdoors': {
    adjectives: ['Vintage', 'Lightly Used', 'Barely Used', 'Classic'],
    suffixes: ['Bundle', '(Excellent Condition)', 'Lot'],
    platforms: ['Facebook', 'eBay', 'Mercari'],
    appeal: [
      'Demand spikes in January and at the start of each season.',
      'Buyers trust the brand and pay close to retail for good condition.',
      'It is expensive new, so used buyers are never short.',
    ],
    condition: [...commonCondition, 'Check straps, buckles and moving parts carefully.'],
    notes: [
      'Heavy gear sells best locally; price pickup close to shipped comps.',
      'List fitness equipment in late December for the New Year rush.',
      'Clean and deodorise before photographing; smell is a deal breaker.',
      'Golf and tennis bins at thrift stores are worth checking every visit.',
    ],
    subcategories: {
      'Fitness Equipment': {
        buy: [10, 150],
        sold: [50, 800],
        lines: [
          'Bowflex: SelectTech 552 Dumbbells, SelectTech 1090 Dumbbells',
          'Concept2: Model D Rowing Machine, BikeErg',
          'Rogue: Kettlebell 24 kg, Ohio Bar, Bumper Plates',
          'Peloton: Bike, Weights Set',
          'TRX: Suspension Trainer',
        ],
      },
      'Outdoor Gear': {
        buy: [5, 60],
        sold: [40, 300],
        lines: [
          'YETI: Tundra 45 Cooler, Hopper Soft Cooler, Rambler Tumbler Lot',
          'Coleman: 200A Lantern, Two-Burner Camp Stove',
          'Osprey, Gregory: Backpacking Pack, Daypack',
          'MSR, Jetboil: Camp Stove, Water Filter',
          'Big Agnes, REI: Backpacking Tent, Sleeping Bag',
        ],
      },
      'Sports Equipment': {
        buy: [3, 40],
        sold: [30, 250],
        lines: [
          'Ping: Anser Putter, Iron Set',
          'Scotty Cameron: Newport Putter',
          'Rawlings, Wilson: Baseball Glove, Pro Preferred Glove',
          'TaylorMade, Callaway, Titleist: Driver, Iron Set, Golf Bag',
          'Easton: Baseball Bat',
        ],
      },
    },
  },
  'Health & Beauty': {
    adjectives: ['Sealed', 'New in Box', 'Lightly Used', 'Authentic', 'Discontinued'],
    suffixes: ['(Sealed)', 'Set', 'Bundle'],
    platforms: ['eBay', 'Mercari', 'Poshmark'],
    appeal: [
      'Buyers look for discontinued and premium products below retail.',
      'Brand loyalty keeps used and sealed units selling steadily.',
      'Gift shoppers buy sealed sets in the run-up to the holidays.',
    ],
    condition: [...commonCondition, 'Sealed or hygienically clean items only; say what was used.'],
    notes: [
      'Check batch codes online to confirm authenticity and age.',
      'Retail clearance after holidays is the best source of sealed sets.',
      'Fragrances must ship ground; check the carrier rules.',
      'Include chargers and attachments; missing parts halve the price.',
    ],
    subcategories: {
      'Beauty Products': {
        buy: [3, 80],
        sold: [25, 300],
        lines: [
          'Dyson: Supersonic Hair Dryer, Airwrap Styler',
          'Clarisonic: Mia 2 Cleansing Brush',
          'Foreo: Luna Cleansing Device',
          'NuFace: Trinity Microcurrent Device',
          'GHD, T3: Flat Iron, Curling Wand',
        ],
      },
      'Health Products': {
        buy: [3, 50],
        sold: [25, 200],
        lines: [
          'Theragun: Prime Massager, Mini Massager',
          'Philips Sonicare: DiamondClean Toothbrush, ProtectiveClean Toothbrush',
          'Oral-B: iO Electric Toothbrush',
          'Waterpik: Water Flosser',
          'Hyperice: Hypervolt Massage Gun',
        ],
      },
      'Medical Devices': {
        buy: [3, 40],
        sold: [20, 200],
        lines: [
          'Omron: Platinum Blood Pressure Monitor, TENS Unit',
          'Braun: ThermoScan Ear Thermometer',
          'Drive Medical: Rollator Walker',
          'Withings: Smart Blood Pressure Monitor, Body Scale',
        ],
      },
      Fragrances: {
        buy: [1, 60],
        sold: [15, 300],
        lines: [
          'Chanel: No. 5 Eau de Parfum, Coco Mademoiselle, Bleu de Chanel',
          'Tom Ford: Tobacco Vanille, Oud Wood, Black Orchid',
          'Dior: Sauvage Eau de Toilette, J\'adore Eau de Parfum',
          'Creed: Aventus',
          'Avon: Figural Cologne Bottle, Vintage Perfume Set',
        ],
      },
    },
  },
};
