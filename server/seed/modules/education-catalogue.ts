// The education catalogue's demo data (R§3 School, Course, Course category): massage schools in the UK cities and
// Paris, written in the school's language, and the courses they teach. Logos and pictures are SVG files the portal
// serves itself (public/images/education/), so the catalogue never depends on another site.

/** Course categories: English words in `name`, the other languages beside (R§3 Course category). */
export interface CategorySeed {
  id: string;
  name: string;
  description: string;
  fr: { name: string; description: string };
  de: { name: string; description: string };
  featured: boolean;
}

export const categorySeeds: readonly CategorySeed[] = [
  {
    id: 'swedish',
    name: 'Swedish massage',
    description: 'The foundation of Western massage: long gliding strokes, kneading and friction for relaxation.',
    fr: {
      name: 'Massage suédois',
      description: 'La base du massage occidental : effleurages longs, pétrissages et frictions pour détendre.',
    },
    de: {
      name: 'Schwedische Massage',
      description: 'Die Grundlage der klassischen Massage: lange Streichungen, Knetungen und Reibungen zur Entspannung.',
    },
    featured: true,
  },
  {
    id: 'deep-tissue',
    name: 'Deep tissue massage',
    description: 'Slow, firm pressure on the deeper layers of muscle and fascia to release chronic tension.',
    fr: {
      name: 'Massage des tissus profonds',
      description: 'Une pression lente et ferme sur les couches profondes des muscles et des fascias.',
    },
    de: {
      name: 'Tiefengewebsmassage',
      description: 'Langsamer, fester Druck auf die tiefen Muskel- und Faszienschichten gegen chronische Verspannungen.',
    },
    featured: true,
  },
  {
    id: 'sports',
    name: 'Sports massage',
    description: 'Pre-event, post-event and maintenance massage for active clients, with injury assessment basics.',
    fr: {
      name: 'Massage sportif',
      description: 'Massage avant et après l’effort et massage d’entretien pour les sportifs, avec les bases du bilan.',
    },
    de: {
      name: 'Sportmassage',
      description: 'Massage vor und nach dem Wettkampf und zur Regeneration aktiver Kundinnen und Kunden.',
    },
    featured: true,
  },
  {
    id: 'pregnancy',
    name: 'Pregnancy massage',
    description: 'Safe positioning and techniques for every trimester and after the birth.',
    fr: {
      name: 'Massage prénatal',
      description: 'Positions et gestes sûrs pour chaque trimestre de la grossesse et après la naissance.',
    },
    de: {
      name: 'Schwangerschaftsmassage',
      description: 'Sichere Lagerung und Techniken für jedes Trimester und die Zeit nach der Geburt.',
    },
    featured: true,
  },
  {
    id: 'aromatherapy',
    name: 'Aromatherapy',
    description: 'Essential oils, blending and their safe use in a full-body massage.',
    fr: {
      name: 'Aromathérapie',
      description: 'Les huiles essentielles, leurs mélanges et leur usage sûr dans un massage complet.',
    },
    de: {
      name: 'Aromatherapie',
      description: 'Ätherische Öle, ihre Mischung und sichere Anwendung in der Ganzkörpermassage.',
    },
    featured: false,
  },
  {
    id: 'reflexology',
    name: 'Reflexology',
    description: 'Pressure on the reflex points of the feet and hands, from anatomy to a full treatment.',
    fr: {
      name: 'Réflexologie',
      description: 'Pressions sur les zones réflexes des pieds et des mains, de l’anatomie au soin complet.',
    },
    de: {
      name: 'Reflexzonenmassage',
      description: 'Druck auf die Reflexzonen von Füßen und Händen, von der Anatomie bis zur vollständigen Behandlung.',
    },
    featured: false,
  },
  {
    id: 'hot-stone',
    name: 'Hot stone massage',
    description: 'Heated basalt stones used with massage strokes; heating, hygiene and contraindications.',
    fr: {
      name: 'Massage aux pierres chaudes',
      description: 'Des pierres de basalte chauffées associées aux gestes du massage ; chauffe, hygiène et contre-indications.',
    },
    de: {
      name: 'Hot-Stone-Massage',
      description: 'Erwärmte Basaltsteine mit Massagegriffen; Erwärmung, Hygiene und Gegenanzeigen.',
    },
    featured: false,
  },
  {
    id: 'thai',
    name: 'Thai massage',
    description: 'Assisted stretches and rhythmic pressure on a floor mat, the client fully clothed.',
    fr: {
      name: 'Massage thaï',
      description: 'Étirements assistés et pressions rythmées sur un futon, le client habillé.',
    },
    de: {
      name: 'Thai-Massage',
      description: 'Passive Dehnungen und rhythmischer Druck auf der Bodenmatte, bekleidet.',
    },
    featured: false,
  },
  {
    id: 'indian-head',
    name: 'Indian head massage',
    description: 'A seated treatment of the head, neck and shoulders, quick to offer in offices.',
    fr: {
      name: 'Massage crânien indien',
      description: 'Un soin assis de la tête, de la nuque et des épaules, idéal en entreprise.',
    },
    de: {
      name: 'Indische Kopfmassage',
      description: 'Eine Behandlung im Sitzen für Kopf, Nacken und Schultern, ideal im Büro.',
    },
    featured: false,
  },
  {
    id: 'lymphatic-drainage',
    name: 'Lymphatic drainage',
    description: 'Light rhythmic strokes that follow the lymphatic system, for swelling and recovery.',
    fr: {
      name: 'Drainage lymphatique',
      description: 'Des gestes légers et rythmés qui suivent le système lymphatique, contre les gonflements.',
    },
    de: {
      name: 'Lymphdrainage',
      description: 'Leichte, rhythmische Griffe entlang des Lymphsystems bei Schwellungen und zur Erholung.',
    },
    featured: false,
  },
];

export type CategoryId = (typeof categorySeeds)[number]['id'];

/** Course levels, as the schools name them. */
export const UK_LEVELS = {
  l3: 'Level 3 Diploma',
  l4: 'Level 4 Certificate',
  l5: 'Level 5 Diploma',
  degree: 'BSc (Hons) degree',
} as const;
export const FR_LEVELS = {
  cert: 'Certificat de praticien',
  rncp5: 'Titre RNCP niveau 5',
  licence: 'Licence professionnelle',
} as const;

export interface SchoolSeed {
  slug: string;
  name: string;
  countryId: 'UK' | 'FR';
  cityIds: readonly string[];
  campuses: readonly string[];
  shortDescription: string;
  /** The school's own words, after which the seed adds what it teaches. */
  about: string;
  featured?: boolean;
  signupListed?: boolean;
  /** The categories it teaches, in the order its courses are listed. */
  teaches: readonly CategoryId[];
  /** Its main level, given to its first courses; later ones are the next level up. */
  levels: readonly string[];
  /** The logo's colour. */
  colour: string;
}

const L = UK_LEVELS;
const F = FR_LEVELS;

export const schoolSeeds: readonly SchoolSeed[] = [
  // London
  {
    slug: 'london-school-of-massage',
    name: 'London School of Massage',
    countryId: 'UK',
    cityIds: ['UK-LONDON'],
    campuses: ['Islington', 'Clapham'],
    shortDescription: 'Evening and weekend diplomas for career changers in north and south London.',
    about: 'Founded by two sports therapists in 1998, the school trains around 300 therapists a year in small classes of twelve.',
    featured: true,
    teaches: ['swedish', 'deep-tissue', 'sports', 'pregnancy', 'aromatherapy', 'hot-stone'],
    levels: [L.l3, L.l4, L.l5],
    colour: '#2f6f8f',
  },
  {
    slug: 'thames-academy-of-holistic-therapy',
    name: 'Thames Academy of Holistic Therapy',
    countryId: 'UK',
    cityIds: ['UK-LONDON'],
    campuses: ['Greenwich'],
    shortDescription: 'Holistic therapies taught on the river at Greenwich.',
    about: 'Our tutors are working therapists; every student completes 60 supervised treatments in the academy clinic.',
    teaches: ['aromatherapy', 'reflexology', 'indian-head', 'swedish', 'hot-stone'],
    levels: [L.l3, L.l4],
    colour: '#4a7c59',
  },
  {
    slug: 'camden-institute-of-sports-therapy',
    name: 'Camden Institute of Sports Therapy',
    countryId: 'UK',
    cityIds: ['UK-LONDON'],
    campuses: ['Camden Town'],
    shortDescription: 'Sports massage and soft tissue therapy for clubs, gyms and events.',
    about: 'Students work pitch-side with partner rugby and running clubs and learn injury assessment alongside massage.',
    featured: true,
    teaches: ['sports', 'deep-tissue', 'swedish', 'lymphatic-drainage', 'thai'],
    levels: [L.l3, L.l4, L.l5, L.degree],
    colour: '#b5462f',
  },
  {
    slug: 'shoreditch-college-of-bodywork',
    name: 'Shoreditch College of Bodywork',
    countryId: 'UK',
    cityIds: ['UK-LONDON'],
    campuses: ['Shoreditch'],
    shortDescription: 'Modern bodywork with a strong apprenticeship programme.',
    about: 'A paid apprenticeship route lets learners study four days a month while working in a partner spa.',
    teaches: ['deep-tissue', 'thai', 'swedish', 'hot-stone', 'sports'],
    levels: [L.l3, L.l4],
    colour: '#6b4fa0',
  },
  {
    slug: 'kensington-beauty-and-massage-school',
    name: 'Kensington Beauty & Massage School',
    countryId: 'UK',
    cityIds: ['UK-LONDON'],
    campuses: ['South Kensington'],
    shortDescription: 'Massage and spa therapy for the hotel and spa industry.',
    about: 'Graduates join five-star hotel spas; the curriculum covers spa etiquette and client consultation.',
    teaches: ['swedish', 'hot-stone', 'aromatherapy', 'indian-head', 'pregnancy'],
    levels: [L.l3],
    colour: '#a0526b',
  },
  {
    slug: 'university-of-west-london-therapies',
    name: 'West London School of Therapies',
    countryId: 'UK',
    cityIds: ['UK-LONDON'],
    campuses: ['Ealing'],
    shortDescription: 'Degree-level sports and remedial massage with clinical placements.',
    about: 'Our three-year BSc combines anatomy, physiology and research with placements in NHS physiotherapy clinics.',
    featured: true,
    teaches: ['sports', 'deep-tissue', 'lymphatic-drainage', 'swedish', 'pregnancy'],
    levels: [L.l4, L.l5, L.degree],
    colour: '#234a7a',
  },
  {
    slug: 'brixton-massage-collective',
    name: 'Brixton Massage Collective',
    countryId: 'UK',
    cityIds: ['UK-LONDON'],
    campuses: ['Brixton'],
    shortDescription: 'A community school with bursaries for local learners.',
    about: 'Every year a third of places are funded by bursaries; classes are held in the evening for parents and shift workers.',
    teaches: ['swedish', 'indian-head', 'reflexology', 'thai', 'deep-tissue'],
    levels: [L.l3],
    colour: '#c77d1a',
  },
  {
    slug: 'national-reflexology-centre',
    name: 'National Reflexology Centre',
    countryId: 'UK',
    cityIds: ['UK-LONDON', 'UK-MANCHESTER'],
    campuses: ['Holborn', 'Deansgate'],
    shortDescription: 'Specialists in reflexology since 1985, in London and Manchester.',
    about: 'Reflexology is all we teach, from the Level 3 practitioner diploma to maternity and fertility reflexology.',
    teaches: ['reflexology', 'pregnancy', 'aromatherapy', 'indian-head'],
    levels: [L.l3, L.l4, L.l5],
    colour: '#3d7a7a',
  },
  // Manchester
  {
    slug: 'manchester-massage-academy',
    name: 'Manchester Massage Academy',
    countryId: 'UK',
    cityIds: ['UK-MANCHESTER'],
    campuses: ['Northern Quarter'],
    shortDescription: 'Practical diplomas in the heart of the Northern Quarter.',
    about: 'Ninety per cent of our graduates are working as therapists within six months of qualifying.',
    featured: true,
    teaches: ['swedish', 'deep-tissue', 'sports', 'hot-stone', 'pregnancy', 'aromatherapy'],
    levels: [L.l3, L.l4],
    colour: '#a33b3b',
  },
  {
    slug: 'salford-college-of-sports-therapy',
    name: 'Salford College of Sports Therapy',
    countryId: 'UK',
    cityIds: ['UK-MANCHESTER'],
    campuses: ['Salford Quays'],
    shortDescription: 'Sports therapy taught beside the Quays.',
    about: 'Students treat athletes of partner football academies during supervised clinic days.',
    teaches: ['sports', 'deep-tissue', 'lymphatic-drainage', 'swedish'],
    levels: [L.l3, L.l4, L.l5, L.degree],
    colour: '#1f5f8b',
  },
  {
    slug: 'liverpool-school-of-complementary-therapy',
    name: 'Liverpool School of Complementary Therapy',
    countryId: 'UK',
    cityIds: ['UK-MANCHESTER'],
    campuses: ['Liverpool Baltic Triangle'],
    shortDescription: 'Complementary therapies for Merseyside since 2003.',
    about: 'Small groups, a teaching clinic open to the public and a strong focus on client care.',
    teaches: ['aromatherapy', 'reflexology', 'swedish', 'indian-head', 'hot-stone'],
    levels: [L.l3, L.l4],
    colour: '#5a7d2a',
  },
  {
    slug: 'pennine-institute-of-bodywork',
    name: 'Pennine Institute of Bodywork',
    countryId: 'UK',
    cityIds: ['UK-MANCHESTER'],
    campuses: ['Stockport'],
    shortDescription: 'Bodywork and Thai massage in Greater Manchester.',
    about: 'Our Thai massage teachers trained in Chiang Mai and teach the traditional sequence on floor mats.',
    teaches: ['thai', 'deep-tissue', 'swedish', 'sports'],
    levels: [L.l3],
    colour: '#8b5a2b',
  },
  {
    slug: 'northern-college-of-pregnancy-massage',
    name: 'Northern College of Pregnancy Massage',
    countryId: 'UK',
    cityIds: ['UK-MANCHESTER', 'UK-BIRMINGHAM'],
    campuses: ['Didsbury', 'Edgbaston'],
    shortDescription: 'Pregnancy and postnatal massage taught by midwives.',
    about: 'Courses are co-taught by registered midwives and cover every trimester, labour support and postnatal recovery.',
    teaches: ['pregnancy', 'swedish', 'aromatherapy', 'lymphatic-drainage', 'reflexology'],
    levels: [L.l3, L.l4],
    colour: '#b0577f',
  },
  {
    slug: 'mcr-spa-training',
    name: 'MCR Spa Training',
    countryId: 'UK',
    cityIds: ['UK-MANCHESTER'],
    campuses: ['Spinningfields'],
    shortDescription: 'Short, intensive spa courses for hotel therapists.',
    about: 'Intensive five-day courses designed with hotel spa managers, with the evening spent in practice.',
    teaches: ['hot-stone', 'swedish', 'aromatherapy', 'indian-head'],
    levels: [L.l3],
    colour: '#2b6e6e',
  },
  // Birmingham
  {
    slug: 'birmingham-school-of-massage',
    name: 'Birmingham School of Massage',
    countryId: 'UK',
    cityIds: ['UK-BIRMINGHAM'],
    campuses: ['Jewellery Quarter'],
    shortDescription: 'The Midlands’ largest massage school.',
    about: 'Day, evening and weekend groups, with a student clinic that gives 4,000 treatments a year.',
    featured: true,
    teaches: ['swedish', 'deep-tissue', 'sports', 'pregnancy', 'hot-stone', 'reflexology'],
    levels: [L.l3, L.l4, L.l5],
    colour: '#7a2e4f',
  },
  {
    slug: 'midlands-academy-of-sports-therapy',
    name: 'Midlands Academy of Sports Therapy',
    countryId: 'UK',
    cityIds: ['UK-BIRMINGHAM'],
    campuses: ['Edgbaston'],
    shortDescription: 'Sports massage beside the cricket ground.',
    about: 'Students support marathons, cycling events and county cricket as part of their training.',
    teaches: ['sports', 'deep-tissue', 'swedish', 'lymphatic-drainage', 'thai'],
    levels: [L.l3, L.l4, L.degree],
    colour: '#2a4d8f',
  },
  {
    slug: 'digbeth-holistic-college',
    name: 'Digbeth Holistic College',
    countryId: 'UK',
    cityIds: ['UK-BIRMINGHAM'],
    campuses: ['Digbeth'],
    shortDescription: 'Holistic therapies in a converted custard factory.',
    about: 'Learners study aromatherapy chemistry in our own blending room and run a weekly community clinic.',
    teaches: ['aromatherapy', 'reflexology', 'indian-head', 'swedish', 'hot-stone'],
    levels: [L.l3, L.l4],
    colour: '#9a6a1f',
  },
  {
    slug: 'black-country-therapy-school',
    name: 'Black Country Therapy School',
    countryId: 'UK',
    cityIds: ['UK-BIRMINGHAM'],
    campuses: ['Wolverhampton'],
    shortDescription: 'Affordable therapy diplomas with monthly instalments.',
    about: 'Fees can be paid monthly and many learners are funded through the Advanced Learner Loan.',
    teaches: ['swedish', 'deep-tissue', 'indian-head', 'pregnancy'],
    levels: [L.l3],
    colour: '#4d4d4d',
  },
  {
    slug: 'solihull-college-of-lymphatic-therapy',
    name: 'Solihull College of Lymphatic Therapy',
    countryId: 'UK',
    cityIds: ['UK-BIRMINGHAM'],
    campuses: ['Solihull'],
    shortDescription: 'Manual lymphatic drainage for clinics and aftercare.',
    about: 'Our graduates work with oncology units and cosmetic surgery clinics on swelling and recovery.',
    teaches: ['lymphatic-drainage', 'swedish', 'pregnancy', 'deep-tissue'],
    levels: [L.l4, L.l5],
    colour: '#2f7f6f',
  },
  // Edinburgh & Glasgow
  {
    slug: 'edinburgh-school-of-massage',
    name: 'Edinburgh School of Massage',
    countryId: 'UK',
    cityIds: ['UK-EDINBURGH'],
    campuses: ['Old Town'],
    shortDescription: 'Scotland’s longest-running massage school, in the Old Town.',
    about: 'Courses are accredited by the Scottish Massage Therapists Organisation and taught in small groups.',
    featured: true,
    teaches: ['swedish', 'deep-tissue', 'sports', 'hot-stone', 'aromatherapy'],
    levels: [L.l3, L.l4, L.l5],
    colour: '#1d4e6b',
  },
  {
    slug: 'glasgow-college-of-sports-massage',
    name: 'Glasgow College of Sports Massage',
    countryId: 'UK',
    cityIds: ['UK-EDINBURGH'],
    campuses: ['Glasgow Merchant City'],
    shortDescription: 'Sports massage for Glasgow’s clubs and gyms.',
    about: 'Learners treat players of partner football and shinty clubs and study strength and conditioning basics.',
    teaches: ['sports', 'deep-tissue', 'swedish', 'thai'],
    levels: [L.l3, L.l4, L.degree],
    colour: '#6a1f3a',
  },
  {
    slug: 'leith-holistic-academy',
    name: 'Leith Holistic Academy',
    countryId: 'UK',
    cityIds: ['UK-EDINBURGH'],
    campuses: ['Leith'],
    shortDescription: 'Holistic therapies by the shore at Leith.',
    about: 'Our reflexology and aromatherapy courses include a placement in a local hospice.',
    teaches: ['reflexology', 'aromatherapy', 'indian-head', 'swedish', 'pregnancy'],
    levels: [L.l3, L.l4],
    colour: '#3f6f3f',
  },
  {
    slug: 'caledonian-institute-of-bodywork',
    name: 'Caledonian Institute of Bodywork',
    countryId: 'UK',
    cityIds: ['UK-EDINBURGH'],
    campuses: ['Stockbridge', 'Glasgow West End'],
    shortDescription: 'Bodywork in Edinburgh and Glasgow.',
    about: 'Weekend modules let learners from the Highlands and islands train without moving to the city.',
    teaches: ['deep-tissue', 'swedish', 'hot-stone', 'lymphatic-drainage', 'thai'],
    levels: [L.l3, L.l4],
    colour: '#5b3f8a',
  },
  {
    slug: 'highland-school-of-massage',
    name: 'Highland School of Massage',
    countryId: 'UK',
    cityIds: ['UK-EDINBURGH'],
    campuses: ['Morningside'],
    shortDescription: 'Relaxation and pregnancy massage in quiet Morningside.',
    about: 'A small school of four tutors, known for its pregnancy massage and hot stone courses.',
    signupListed: false,
    teaches: ['pregnancy', 'hot-stone', 'swedish', 'indian-head'],
    levels: [L.l3],
    colour: '#7a6a2f',
  },
  // Paris
  {
    slug: 'ecole-de-massage-de-paris',
    name: 'École de Massage de Paris',
    countryId: 'FR',
    cityIds: ['FR-PARIS'],
    campuses: ['Paris 11e', 'Paris 15e'],
    shortDescription: 'Formations certifiantes au massage bien-être, en journée ou le week-end.',
    about: 'Fondée en 2001, l’école forme chaque année plus de 250 praticiens en petits groupes de douze élèves.',
    featured: true,
    teaches: ['swedish', 'deep-tissue', 'sports', 'pregnancy', 'aromatherapy', 'hot-stone'],
    levels: [F.cert, F.rncp5],
    colour: '#1f4e8c',
  },
  {
    slug: 'institut-du-massage-sportif',
    name: 'Institut du Massage Sportif',
    countryId: 'FR',
    cityIds: ['FR-PARIS'],
    campuses: ['Paris 13e'],
    shortDescription: 'Le massage sportif enseigné au plus près des clubs et des courses.',
    about: 'Les élèves interviennent sur les marathons et auprès des clubs partenaires pendant leur formation.',
    featured: true,
    teaches: ['sports', 'deep-tissue', 'swedish', 'lymphatic-drainage', 'thai'],
    levels: [F.cert, F.rncp5, F.licence],
    colour: '#b3392f',
  },
  {
    slug: 'academie-de-reflexologie-plantaire',
    name: 'Académie de Réflexologie Plantaire',
    countryId: 'FR',
    cityIds: ['FR-PARIS'],
    campuses: ['Paris 9e'],
    shortDescription: 'La réflexologie plantaire et palmaire, de l’initiation au titre professionnel.',
    about: 'Notre cursus en réflexologie comprend 300 heures de pratique supervisée en cabinet.',
    teaches: ['reflexology', 'pregnancy', 'aromatherapy', 'indian-head'],
    levels: [F.cert, F.rncp5],
    colour: '#3d7a6a',
  },
  {
    slug: 'ecole-des-huiles-et-des-sens',
    name: 'École des Huiles et des Sens',
    countryId: 'FR',
    cityIds: ['FR-PARIS'],
    campuses: ['Paris 3e'],
    shortDescription: 'Aromathérapie et massages aux huiles essentielles au cœur du Marais.',
    about: 'Un atelier de distillation et une droguerie pédagogique permettent de composer ses propres huiles de massage.',
    teaches: ['aromatherapy', 'swedish', 'hot-stone', 'indian-head'],
    levels: [F.cert],
    colour: '#8a5a2a',
  },
  {
    slug: 'centre-de-formation-bien-etre-montmartre',
    name: 'Centre de Formation Bien-Être Montmartre',
    countryId: 'FR',
    cityIds: ['FR-PARIS'],
    campuses: ['Paris 18e'],
    shortDescription: 'Des formations accessibles, finançables par le CPF.',
    about: 'Nos formations sont éligibles au compte personnel de formation et se suivent en soirée.',
    teaches: ['swedish', 'thai', 'indian-head', 'deep-tissue', 'hot-stone'],
    levels: [F.cert],
    colour: '#6b3f8f',
  },
  {
    slug: 'institut-de-massage-prenatal',
    name: 'Institut de Massage Prénatal',
    countryId: 'FR',
    cityIds: ['FR-PARIS'],
    campuses: ['Paris 14e'],
    shortDescription: 'Le massage de la femme enceinte et du post-partum, enseigné avec des sages-femmes.',
    about: 'Les cours sont donnés avec des sages-femmes diplômées et couvrent chaque trimestre et le retour de couches.',
    teaches: ['pregnancy', 'lymphatic-drainage', 'swedish', 'reflexology'],
    levels: [F.cert, F.rncp5],
    colour: '#a0507a',
  },
  {
    slug: 'ecole-superieure-de-kinesiologie-et-massage',
    name: 'École Supérieure de Massage et Bien-Être',
    countryId: 'FR',
    cityIds: ['FR-PARIS'],
    campuses: ['Boulogne-Billancourt'],
    shortDescription: 'Une licence professionnelle en massage bien-être et en gestion de cabinet.',
    about: 'En partenariat avec une université, la licence associe anatomie, gestion d’entreprise et stages en spa.',
    teaches: ['swedish', 'deep-tissue', 'sports', 'lymphatic-drainage', 'hot-stone'],
    levels: [F.rncp5, F.licence],
    colour: '#2a5f7f',
  },
  {
    slug: 'atelier-thai-paris',
    name: 'Atelier Thaï Paris',
    countryId: 'FR',
    cityIds: ['FR-PARIS'],
    campuses: ['Paris 20e'],
    shortDescription: 'Le massage thaï traditionnel sur futon, enseigné par des praticiens formés à Chiang Mai.',
    about: 'Un enseignement progressif de la séquence traditionnelle, avec des stages intensifs l’été.',
    signupListed: false,
    teaches: ['thai', 'deep-tissue', 'indian-head', 'swedish'],
    levels: [F.cert],
    colour: '#9a7a1a',
  },
];

/** What a course of a category is called and about, by language; `{campus}` is the campus. */
interface CourseTemplate {
  en: { name: string; description: string };
  fr: { name: string; description: string };
}

export const courseTemplates: Record<CategoryId, CourseTemplate> = {
  swedish: {
    en: {
      name: 'Swedish massage diploma',
      description: 'Effleurage, petrissage and tapotement, full-body routine, anatomy and client consultation. Taught at {campus}.',
    },
    fr: {
      name: 'Formation au massage suédois',
      description: 'Effleurages, pétrissages et percussions, protocole corps entier, anatomie et entretien avec le client. À {campus}.',
    },
  },
  'deep-tissue': {
    en: {
      name: 'Deep tissue massage',
      description: 'Working with forearms and elbows on deeper muscle layers, trigger points and fascia. Taught at {campus}.',
    },
    fr: {
      name: 'Massage des tissus profonds',
      description: 'Travail des avant-bras et des coudes sur les couches musculaires profondes, points gâchettes et fascias. À {campus}.',
    },
  },
  sports: {
    en: {
      name: 'Sports massage therapy',
      description: 'Pre- and post-event massage, stretching, muscle energy techniques and injury assessment. Taught at {campus}.',
    },
    fr: {
      name: 'Massage sportif',
      description: 'Massage avant et après l’effort, étirements, techniques d’énergie musculaire et bilan des blessures. À {campus}.',
    },
  },
  pregnancy: {
    en: {
      name: 'Pregnancy and postnatal massage',
      description: 'Side-lying positioning, contraindications by trimester, postnatal recovery. Taught at {campus}.',
    },
    fr: {
      name: 'Massage prénatal et post-natal',
      description: 'Installation sur le côté, contre-indications selon le trimestre, récupération après la naissance. À {campus}.',
    },
  },
  aromatherapy: {
    en: {
      name: 'Aromatherapy massage',
      description: 'Forty essential oils, blending ratios, safety and an aromatherapy full-body massage. Taught at {campus}.',
    },
    fr: {
      name: 'Massage aux huiles essentielles',
      description: 'Quarante huiles essentielles, dosages, sécurité et massage aromatique du corps entier. À {campus}.',
    },
  },
  reflexology: {
    en: {
      name: 'Reflexology practitioner course',
      description: 'Reflex maps of the feet and hands, a full reflexology treatment and case studies. Taught at {campus}.',
    },
    fr: {
      name: 'Praticien en réflexologie plantaire',
      description: 'Cartographie des zones réflexes des pieds et des mains, séance complète de réflexologie et études de cas. À {campus}.',
    },
  },
  'hot-stone': {
    en: {
      name: 'Hot stone massage',
      description: 'Heating and handling basalt stones, placement and a full hot stone routine. Taught at {campus}.',
    },
    fr: {
      name: 'Massage aux pierres chaudes',
      description: 'Chauffe et manipulation des pierres de basalte, placements et protocole complet. À {campus}.',
    },
  },
  thai: {
    en: {
      name: 'Traditional Thai massage',
      description: 'The traditional floor sequence, assisted stretches and body mechanics. Taught at {campus}.',
    },
    fr: {
      name: 'Massage thaï traditionnel',
      description: 'La séquence traditionnelle au sol, étirements assistés et posture du praticien. À {campus}.',
    },
  },
  'indian-head': {
    en: {
      name: 'Indian head massage',
      description: 'A seated head, neck and shoulder treatment, ideal for corporate events. Taught at {campus}.',
    },
    fr: {
      name: 'Massage crânien indien',
      description: 'Un soin assis de la tête, de la nuque et des épaules, idéal en entreprise. À {campus}.',
    },
  },
  'lymphatic-drainage': {
    en: {
      name: 'Manual lymphatic drainage',
      description: 'The lymphatic system, gentle pumping strokes and aftercare for swelling. Taught at {campus}.',
    },
    fr: {
      name: 'Drainage lymphatique manuel',
      description: 'Le système lymphatique, gestes de pompage doux et suivi des œdèmes. À {campus}.',
    },
  },
};
