/** Egyptian names in English and Arabic script, as riders type them at sign-up. */

export const MALE_FIRST: ReadonlyArray<readonly [string, string]> = [
  ['Mohamed', 'محمد'], ['Ahmed', 'أحمد'], ['Mahmoud', 'محمود'], ['Mostafa', 'مصطفى'], ['Omar', 'عمر'],
  ['Youssef', 'يوسف'], ['Karim', 'كريم'], ['Hassan', 'حسن'], ['Hussein', 'حسين'], ['Ali', 'علي'],
  ['Amr', 'عمرو'], ['Khaled', 'خالد'], ['Tarek', 'طارق'], ['Sherif', 'شريف'], ['Islam', 'إسلام'],
  ['Ibrahim', 'إبراهيم'], ['Abdelrahman', 'عبد الرحمن'], ['Ziad', 'زياد'], ['Seif', 'سيف'], ['Adham', 'أدهم'],
  ['Marwan', 'مروان'], ['Hazem', 'حازم'], ['Waleed', 'وليد'], ['Ayman', 'أيمن'], ['Bassem', 'باسم'],
  ['Mina', 'مينا'], ['Beshoy', 'بيشوي'], ['George', 'جورج'], ['Kirollos', 'كيرلس'], ['Fady', 'فادي'],
];

export const FEMALE_FIRST: ReadonlyArray<readonly [string, string]> = [
  ['Nour', 'نور'], ['Salma', 'سلمى'], ['Mariam', 'مريم'], ['Yasmin', 'ياسمين'], ['Farida', 'فريدة'],
  ['Habiba', 'حبيبة'], ['Aya', 'آية'], ['Menna', 'منة'], ['Rana', 'رنا'], ['Dina', 'دينا'],
  ['Heba', 'هبة'], ['Nada', 'ندى'], ['Sara', 'سارة'], ['Laila', 'ليلى'], ['Jana', 'جنى'],
  ['Malak', 'ملك'], ['Reem', 'ريم'], ['Hana', 'هنا'], ['Marina', 'مارينا'], ['Carol', 'كارول'],
];

export const LAST: ReadonlyArray<readonly [string, string]> = [
  ['Abdelaziz', 'عبد العزيز'], ['El Sayed', 'السيد'], ['Hassan', 'حسن'], ['Mahmoud', 'محمود'], ['Ibrahim', 'إبراهيم'],
  ['Mostafa', 'مصطفى'], ['Fathy', 'فتحي'], ['Salem', 'سالم'], ['Soliman', 'سليمان'], ['Farouk', 'فاروق'],
  ['Nabil', 'نبيل'], ['Ragab', 'رجب'], ['Shawky', 'شوقي'], ['Zaki', 'زكي'], ['Gamal', 'جمال'],
  ['Hamdy', 'حمدي'], ['Lotfy', 'لطفي'], ['Mansour', 'منصور'], ['Naguib', 'نجيب'], ['Ashraf', 'أشرف'],
  ['Adel', 'عادل'], ['Kamal', 'كمال'], ['Tawfik', 'توفيق'], ['Youssef', 'يوسف'], ['Wahba', 'وهبة'],
  ['Girgis', 'جرجس'], ['Hanna', 'حنا'], ['Saad', 'سعد'], ['Metwally', 'متولي'], ['El Masry', 'المصري'],
];

export const FEEDBACK_COMMENTS: readonly string[] = [
  'Great ride, smooth scooter',
  'Brakes were a bit weak',
  'Battery died before I arrived',
  'Could not find a parking spot',
  'App took long to unlock',
  'Excellent, will ride again',
  'Handlebar was loose',
  'رحلة ممتازة',
  'الفرامل ضعيفة',
  'السكوتر كان نظيف',
  'البطارية خلصت بسرعة',
  'Throttle was not responsive',
];

export const DECLINE_REASONS: readonly string[] = [
  'Blurry image',
  'ID does not match the selfie',
  'Expired ID',
  'Not a national ID',
  'Missing back side of the ID',
];

export const CITIES: ReadonlyArray<readonly [string, string]> = [
  ['Cairo', '01'],
  ['Giza', '21'],
  ['Alexandria', '02'],
  ['Qalyubia', '14'],
  ['Dakahlia', '12'],
];

export const STREETS: readonly string[] = [
  '26th of July St.', 'Tahrir St.', 'Road 9', 'El Nozha St.', 'Gameat El Dewal St.', 'Abbas El Akkad St.',
  'Mohamed Mahmoud St.', 'El Merghany St.', 'Shehab St.', 'Makram Ebeid St.', 'El Hegaz St.', 'Syria St.',
];

export const PROFESSIONS: readonly string[] = ['Student', 'Engineer', 'Doctor', 'Accountant', 'Teacher', 'Developer', 'Designer', 'Pharmacist'];
