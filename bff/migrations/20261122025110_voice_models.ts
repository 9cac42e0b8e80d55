import { sql, type Kysely } from 'kysely';

/**
 * The voice catalogue: the predefined voices (seeded here), and each user's custom voices made from a sample they
 * sent. A voice is an engine voice per narration engine plus its own manner (prosody factors on that engine voice);
 * `language` and `gender` let an engine with no entry in engine_voices pick a voice of its own.
 * Narrations remember which voice and emotions they read with, and whether the voice step started them (then a
 * finished one writes its voice and emotions onto its project).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('voice_models')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('display_name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('gender', 'text', (col) => col.notNull().check(sql`gender in ('female', 'male')`))
    .addColumn('tone', 'text', (col) => col.notNull())
    .addColumn('accent', 'text', (col) => col.notNull())
    .addColumn('language', 'text', (col) => col.notNull())
    .addColumn('is_default', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('engine_voices', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('prosody', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('preview_text', 'text', (col) => col.notNull())
    // Set for a custom voice: its owner, and what was measured from the sample.
    .addColumn('user_id', 'uuid', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('sample', 'jsonb')
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createIndex('voice_models_predefined_name_idx')
    .on('voice_models')
    .column('name')
    .unique()
    .where(sql<boolean>`user_id is null`)
    .execute();
  // Exactly one voice is the default: at most one here, and the seed sets one.
  await db.schema
    .createIndex('voice_models_default_idx')
    .on('voice_models')
    .column('is_default')
    .unique()
    .where(sql<boolean>`is_default`)
    .execute();
  await db.schema.createIndex('voice_models_user_id_idx').on('voice_models').column('user_id').execute();

  await db
    .insertInto('voice_models' as never)
    .values(
      PREDEFINED.map((voice, position) => ({
        name: voice.name,
        display_name: voice.displayName,
        description: voice.description,
        gender: voice.gender,
        tone: voice.tone,
        accent: voice.accent,
        language: voice.language,
        is_default: voice.name === 'ava',
        engine_voices: JSON.stringify({ espeak: voice.espeak }),
        prosody: JSON.stringify(voice.prosody),
        preview_text: `Hello, I'm ${voice.displayName}. ${voice.preview}`,
        position,
      })) as never,
    )
    .execute();

  await db.schema
    .alterTable('narrations')
    .addColumn('voice_model_id', 'uuid', (col) => col.references('voice_models.id').onDelete('set null'))
    .addColumn('emotions', 'jsonb')
    .addColumn('flow_type', 'text', (col) => col.check(sql`flow_type in ('default', 'custom', 'predefined')`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('narrations')
    .dropColumn('voice_model_id')
    .dropColumn('emotions')
    .dropColumn('flow_type')
    .execute();
  await db.schema.dropTable('voice_models').execute();
}

/**
 * Eight voices apart in gender, accent, pitch and pace. The espeak voices of one gender all sit near the same pitch
 * (about 100 Hz male, 180 to 210 Hz female), so each voice's own prosody moves it up or down and speeds or slows it.
 */
const PREDEFINED = [
  {
    name: 'ava',
    displayName: 'Ava',
    gender: 'female',
    tone: 'Warm',
    accent: 'American',
    language: 'en-US',
    espeak: 'en-us+f3',
    prosody: {},
    description: 'A warm, friendly American voice at an easy pace: the all-round narrator for most books.',
    preview: 'Let me read your story to you, one page at a time.',
  },
  {
    name: 'james',
    displayName: 'James',
    gender: 'male',
    tone: 'Authoritative',
    accent: 'British',
    language: 'en-GB',
    espeak: 'en-gb-x-rp+m3',
    prosody: { pitch: 0.85, rate: 0.92 },
    description: 'A measured British voice, low and unhurried, for history, biography and the classics.',
    preview: 'It is a truth universally acknowledged that every good book deserves a reader.',
  },
  {
    name: 'isla',
    displayName: 'Isla',
    gender: 'female',
    tone: 'Bright',
    accent: 'Scottish',
    language: 'en-GB',
    espeak: 'en-gb-scotland+f2',
    prosody: { pitch: 1.15, rate: 1.08 },
    description: 'A bright Scottish voice, light and quick, for adventures and young readers.',
    preview: 'Pack your bags, because this story is going somewhere wonderful.',
  },
  {
    name: 'marcus',
    displayName: 'Marcus',
    gender: 'male',
    tone: 'Deep',
    accent: 'American',
    language: 'en-US',
    espeak: 'en-us+m7',
    prosody: { pitch: 0.75, rate: 0.88, pitchRange: 0.85 },
    description: 'A deep American voice with a slow, steady delivery, for thrillers and drama.',
    preview: 'The night was quiet. Too quiet. Somebody was waiting in the dark.',
  },
  {
    name: 'olivia',
    displayName: 'Olivia',
    gender: 'female',
    tone: 'Calm',
    accent: 'British',
    language: 'en-GB',
    espeak: 'en-gb-x-rp+f4',
    prosody: { pitch: 0.9, rate: 0.88 },
    description: 'A calm, gentle British voice at a relaxed pace, for literary fiction and bedtime stories.',
    preview: 'Settle in, close your eyes, and let the story carry you along.',
  },
  {
    name: 'leo',
    displayName: 'Leo',
    gender: 'male',
    tone: 'Lively',
    accent: 'Caribbean',
    language: 'en-029',
    espeak: 'en-029+m2',
    prosody: { pitch: 1.12, rate: 1.12, pitchRange: 1.2 },
    description: 'A lively Caribbean voice, upbeat and brisk, for comedy and feel-good stories.',
    preview: 'Sunshine, good friends and a great story: what more could you want?',
  },
  {
    name: 'nora',
    displayName: 'Nora',
    gender: 'female',
    tone: 'Energetic',
    accent: 'New York',
    language: 'en-US',
    espeak: 'en-us-nyc+f5',
    prosody: { pitch: 1.06, rate: 1.18 },
    description: 'An energetic New York voice, fast and punchy, for business books and modern fiction.',
    preview: "Here's the deal: this book is going to change the way you work.",
  },
  {
    name: 'arthur',
    displayName: 'Arthur',
    gender: 'male',
    tone: 'Gravelly',
    accent: 'Lancashire',
    language: 'en-GB',
    espeak: 'en-gb-x-gbclan+m1',
    prosody: { pitch: 0.8, rate: 0.85, pitchRange: 0.7 },
    description: 'A low, gravelly Lancashire voice with a slow, even delivery, for mysteries and ghost stories.',
    preview: 'Nobody in the village spoke of the old mill after dark.',
  },
] as const;
