// The help centre's "promote your profile" categories (R§2; W§2 Promote's FAQ side panel): 36 in English (UK),
// 37 in French (FR), the ids the region files name as faqPromoteCategoryId. Seeded ahead of the help-centre issue,
// which adds the other categories on the same tables. Stable ids and slugs: inserting again changes nothing.
import { sql } from 'drizzle-orm';
import { faqArticles, faqCategories } from '../../schema';
import type { SeedModule } from '../types';

interface Article {
  slug: string;
  title: string;
  content: string;
}

const CATEGORIES: { id: number; language: string; name: string; articles: Article[] }[] = [
  {
    id: 36,
    language: 'en_GB',
    name: 'Promote your profile',
    articles: [
      {
        slug: 'how-to-share-your-profile',
        title: 'How do I share my profile?',
        content:
          'Open "Promote profile" in your account. Copy your profile link or share it straight to Facebook, X, Messenger, WhatsApp or LinkedIn. Clients who open it see your first name, your short bio, your specialities, your rating and the reviews you chose to promote.',
      },
      {
        slug: 'what-clients-see-on-your-profile',
        title: 'What do clients see on my public profile?',
        content:
          'Your first name and the initial of your last name, your short bio, your specialities, your average rating and up to five reviews you promoted. Your e-mail address, phone number and address are never shown.',
      },
      {
        slug: 'choosing-reviews-to-promote',
        title: 'Which reviews should I promote?',
        content:
          'Pick up to five reviews with a written comment that show what clients value in your treatments. You can change them at any time on the Reviews page; your profile updates straight away.',
      },
      {
        slug: 'tips-to-get-more-bookings',
        title: 'Tips to get more bookings from your profile',
        content:
          'Keep your short bio clear and friendly, share your link after a great treatment, add it to your social media bio, and ask happy clients to leave a review.',
      },
    ],
  },
  {
    id: 37,
    language: 'fr_FR',
    name: 'Promouvoir votre profil',
    articles: [
      {
        slug: 'partager-votre-profil',
        title: 'Comment partager mon profil ?',
        content:
          'Ouvrez « Promouvoir mon profil » dans votre compte. Copiez le lien de votre profil ou partagez-le directement sur Facebook, X, Messenger, WhatsApp ou LinkedIn. Les clients qui l’ouvrent voient votre prénom, votre courte bio, vos spécialités, votre note et les avis que vous avez choisi de mettre en avant.',
      },
      {
        slug: 'ce-que-voient-les-clients',
        title: 'Que voient les clients sur mon profil public ?',
        content:
          'Votre prénom et l’initiale de votre nom, votre courte bio, vos spécialités, votre note moyenne et jusqu’à cinq avis mis en avant. Votre adresse e-mail, votre numéro de téléphone et votre adresse ne sont jamais affichés.',
      },
      {
        slug: 'choisir-les-avis-a-mettre-en-avant',
        title: 'Quels avis mettre en avant ?',
        content:
          'Choisissez jusqu’à cinq avis avec un commentaire écrit qui montrent ce que les clients apprécient dans vos soins. Vous pouvez les changer à tout moment sur la page Avis ; votre profil est mis à jour aussitôt.',
      },
      {
        slug: 'conseils-pour-plus-de-reservations',
        title: 'Conseils pour obtenir plus de réservations grâce à votre profil',
        content:
          'Gardez une courte bio claire et chaleureuse, partagez votre lien après un soin réussi, ajoutez-le à la bio de vos réseaux sociaux et invitez vos clients satisfaits à laisser un avis.',
      },
    ],
  },
];

export const faqPromoteSeed: SeedModule = {
  name: 'faq-promote',
  async run(db) {
    await db
      .insert(faqCategories)
      .values(CATEGORIES.map(({ id, language, name }) => ({ id, language, name, tags: ['promote'], position: 0 })))
      .onConflictDoNothing();
    await db
      .insert(faqArticles)
      .values(
        CATEGORIES.flatMap((category) =>
          category.articles.map((article, index) => ({ ...article, categoryId: category.id, language: category.language, tags: ['promote'], position: index })),
        ),
      )
      .onConflictDoNothing();
    // The ids above were given explicitly: move the identity on so later categories do not collide with them.
    await db.execute(sql`select setval(pg_get_serial_sequence('faq_categories', 'id'), (select max(id) from faq_categories))`);
  },
};
