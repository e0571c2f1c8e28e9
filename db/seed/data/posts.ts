import { withParticle as josa } from '../../../src/shared/josa';
import { createPrng, type Prng } from './prng';
import { seedPlaces } from './places';
import { seedUsers } from './users';
import type { Lang, SeedPlace, SeedPost } from './types';

/**
 * Feed posts, generated deterministically from hand-written fragments in both languages.
 * Same seed ⇒ same 200 posts, byte for byte. Every post carries a Korean and a Japanese
 * version; `language` is the author's language (the "original").
 */

/** A sentence in Korean and its Japanese counterpart. */
type Pair = readonly [ko: string, ja: string];

export const SEED_POSTS_DEFAULT_SEED = 20240915;
export const SEED_POST_COUNT = 200;
export const SEED_RECOMMENDED_COUNT = 30;

function stripParen(name: string): string {
  return name.replace(/\s*[(（][^()（）]*[)）]\s*$/, '').trim();
}

function formatWon(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

// ─────────────────────────────── Names ───────────────────────────────

interface Names { ko: string; ja: string; areaKo: string; areaJa: string }

const AREA_NAMES: Record<SeedPlace['area'], Pair> = {
  gangnam: ['강남역', '江南駅'],
  myeongdong: ['명동', '明洞'],
  seongsu: ['성수동', '聖水洞'],
  itaewon: ['이태원', '梨泰院'],
  hongdae: ['홍대', '弘大'],
  jongno: ['종로', '鍾路'],
  jamsil: ['잠실', '蚕室'],
  yeouido: ['여의도', '汝矣島'],
};

function namesOf(place: SeedPlace): Names {
  const [areaKo, areaJa] = AREA_NAMES[place.area];
  return { ko: stripParen(place.nameKo), ja: stripParen(place.nameJa), areaKo, areaJa };
}

const DAY_KO = ['일', '월', '화', '수', '목', '금', '토'];
const DAY_JA = ['日', '月', '火', '水', '木', '金', '土'];

// ─────────────────────────────── Titles ───────────────────────────────

type Fit = 'any' | 'eat' | 'paid' | 'day' | 'night';
/** Who the trip was with, so a title and an opening never contradict each other. */
type Company = 'solo' | 'mom' | 'friend' | 'family';
interface TitleTemplate {
  fit: Fit;
  /** Only for Korean residents ('kr') or only for visitors from Japan ('jp'). */
  who?: 'kr' | 'jp';
  company?: Company;
  make: (n: Names) => Pair;
}

const TITLE_TEMPLATES: TitleTemplate[] = [
  { fit: 'any', make: (n) => [`${n.ko} 다녀왔어요!`, `${n.ja}に行ってきました!`] },
  { fit: 'any', make: (n) => [`${n.ko} 솔직 후기`, `${n.ja}の正直レビュー`] },
  { fit: 'any', make: (n) => [`${n.areaKo}에 가면 ${josa(n.ko, '은/는')} 꼭`, `${n.areaJa}に行くなら${n.ja}は外せない`] },
  { fit: 'any', make: (n) => [`처음 가 본 ${n.ko}, 생각보다 좋았어요`, `初めての${n.ja}、想像以上でした`] },
  { fit: 'eat', make: (n) => [`${n.ko} 웨이팅 줄이는 팁`, `${n.ja}の待ち時間を減らすコツ`] },
  { fit: 'any', make: (n) => [`비 오는 날의 ${n.ko}`, `雨の日の${n.ja}`] },
  { fit: 'any', make: (n) => [`${n.ko}에서 보낸 여유로운 오후`, `${n.ja}で過ごしたのんびり午後`] },
  { fit: 'any', company: 'solo', make: (n) => [`혼자 여행이라면 ${n.ko} 추천`, `一人旅なら${n.ja}がおすすめ`] },
  { fit: 'any', company: 'mom', make: (n) => [`엄마랑 함께 간 ${n.ko}`, `母と一緒に行った${n.ja}`] },
  { fit: 'any', make: (n) => [`${n.ko} 재방문 후기`, `${n.ja}リピート訪問記`] },
  { fit: 'any', who: 'jp', make: (n) => [`한국 친구가 추천해 준 ${n.ko}`, `韓国の友達が教えてくれた${n.ja}`] },
  { fit: 'any', who: 'kr', make: (n) => [`동네 친구가 알려 준 ${n.ko}`, `近所の友達が教えてくれた${n.ja}`] },
  { fit: 'any', make: (n) => [`${n.ko} 가기 전에 알아 두면 좋은 것`, `${n.ja}に行く前に知っておきたいこと`] },
  { fit: 'any', make: (n) => [`${n.ko} 주변 동선 정리`, `${n.ja}周辺の回り方メモ`] },
  { fit: 'any', make: (n) => [`${n.ko}, 사진 잘 나오는 시간대`, `${n.ja}の写真映えする時間帯`] },
  { fit: 'day', make: (n) => [`아침 일찍 ${n.ko}에 가 봤어요`, `朝イチで${n.ja}へ`] },
  { fit: 'paid', make: (n) => [`${n.ko} 가성비는 어떨까?`, `${n.ja}のコスパはどう?`] },
  { fit: 'any', who: 'jp', make: (n) => [`2박 3일 서울 여행 중 들른 ${n.ko}`, `2泊3日のソウル旅で寄った${n.ja}`] },
  { fit: 'any', who: 'kr', make: (n) => [`서울 사람이 추천하는 ${n.ko}`, `ソウル在住者がすすめる${n.ja}`] },
  { fit: 'any', make: (n) => [`${n.ko} 또 가고 싶어요`, `${n.ja}にまた行きたい`] },
  { fit: 'any', company: 'friend', make: (n) => [`친구랑 ${n.ko} 나들이`, `友達と${n.ja}へおでかけ`] },
  { fit: 'any', make: (n) => [`${n.ko} 주말 방문기`, `週末の${n.ja}訪問記`] },
  { fit: 'any', make: (n) => [`현지인처럼 즐기는 ${n.ko}`, `ローカル気分で楽しむ${n.ja}`] },
  { fit: 'any', make: (n) => [`${n.ko} 첫 방문 체크리스트`, `${n.ja}初訪問チェックリスト`] },
  { fit: 'night', make: (n) => [`밤에 가 본 ${n.ko}`, `夜の${n.ja}に行ってみた`] },
  { fit: 'any', make: (n) => [`${n.areaKo} 산책 코스: ${n.ko}`, `${n.areaJa}さんぽコース:${n.ja}`] },
];

function fits(t: TitleTemplate, place: SeedPlace): boolean {
  switch (t.fit) {
    case 'any': return true;
    case 'eat': return place.theme === 'food' || place.theme === 'cafe';
    case 'paid': return place.menus.some((x) => x.price > 0);
    case 'day': return place.openTime === null || place.openTime < '12:00';
    case 'night':
      return place.openTime === null || place.closeTime === null
        || place.closeTime >= '21:00' || place.closeTime < place.openTime;
  }
}

// ─────────────────────────────── Openings ───────────────────────────────

interface Opening { company?: Company; make: (n: Names) => Pair }

/** Written from a Korean member's point of view. */
const OPENINGS_KR: Opening[] = [
  { make: (n) => [`주말에 시간이 나서 ${n.ko}에 다녀왔어요.`, `週末に時間ができたので${n.ja}に行ってきました。`] },
  { company: 'friend', make: (n) => [`일본에서 놀러 온 친구를 데리고 ${n.ko}에 갔어요.`, `日本から遊びに来た友達を連れて${n.ja}に行きました。`] },
  { make: (n) => [`서울에 살면서도 ${josa(n.ko, '은/는')} 의외로 이번이 처음이었어요.`, `ソウルに住んでいながら、${n.ja}は意外にも今回が初めてでした。`] },
  { make: (n) => [`오랜만에 ${n.areaKo} 쪽에 갈 일이 있어서 ${n.ko}에 들러 봤어요.`, `久しぶりに${n.areaJa}方面に用事があったので${n.ja}に寄ってみました。`] },
  { make: (n) => [`회사 동료가 추천해서 ${n.ko}에 가 봤어요.`, `会社の同僚におすすめされて${n.ja}に行ってみました。`] },
  { make: (n) => [`인스타그램에서 자주 보이던 ${n.ko}에 드디어 가 봤어요.`, `インスタでよく見かけていた${n.ja}に、ついに行ってきました。`] },
  { company: 'family', make: (n) => [`가족 나들이 장소로 ${josa(n.ko, '을/를')} 골랐어요.`, `家族のおでかけ先に${n.ja}を選びました。`] },
];

/** Written from a Japanese member's point of view. */
const OPENINGS_JP: Opening[] = [
  { make: (n) => [`이번 서울 여행에서 ${n.ko}에 다녀왔어요.`, `今回のソウル旅行で${n.ja}に行ってきました。`] },
  { make: (n) => [`김포공항에 도착한 날 바로 ${josa(n.ko, '으로/로')} 향했어요.`, `金浦空港に着いたその日に${n.ja}へ向かいました。`] },
  { make: (n) => [`한국은 이번이 세 번째예요. 계속 궁금했던 ${n.ko}에 드디어 가 봤어요.`, `韓国は今回で3回目。ずっと気になっていた${n.ja}にやっと行けました。`] },
  { company: 'friend', make: (n) => [`친구와 2박 3일 서울 여행 중에 ${n.ko}에 들렀어요.`, `友達と2泊3日のソウル旅行中に${n.ja}へ寄りました。`] },
  { make: (n) => [`한국 드라마에서 보고 나서 계속 가 보고 싶었던 ${n.ko}.`, `韓国ドラマで見てから憧れていた${n.ja}。`] },
  { company: 'solo', make: (n) => [`혼자 여행 마지막 날 ${josa(n.ko, '을/를')} 찾았어요.`, `ひとり旅の最終日に${n.ja}を訪れました。`] },
  { company: 'mom', make: (n) => [`엄마와 함께한 여행에서 ${n.ko}에 갔어요.`, `母との親子旅で${n.ja}に行きました。`] },
];

function compatible(title: Company | undefined, opening: Company | undefined): boolean {
  if (title === undefined || opening === undefined) return true;
  return title === opening || (title === 'mom' && opening === 'family');
}

const OPENINGS_GENERIC: Pair[] = [
  ['직접 경험해 본 내용을 간단히 정리해 볼게요.', '実際に体験したことを簡単にまとめてみます。'],
  ['여행 준비하는 분들께 도움이 될까 해서 적어 봐요.', '旅行準備中の方の参考になればと思って書いてみます。'],
  ['질문을 많이 받아서 후기를 남겨요.', '質問をたくさんいただいたので記録しておきます。'],
  ['최근에 알게 된 것을 공유해요.', '最近知ったことをシェアします。'],
];

// ─────────────────────────────── Place scenes ───────────────────────────────

/** One hand-written impression per place, in both languages. */
const PLACE_SCENES: Record<string, Pair> = {
  'gangnam-underground-shopping': ['지하상가가 역과 바로 이어져 있어서 비 오는 날에도 걸어 다니기 편했어요. 옷과 액세서리 가게가 끝없이 이어져요.', '地下街が駅と直結していて、雨の日でも歩きやすかったです。服やアクセサリーのお店がずらりと並んでいます。'],
  'kyobo-gangnam': ['책뿐만 아니라 문구와 굿즈가 많아서 한참 구경했어요. 매장에 퍼지는 시그니처 향도 좋았어요.', '本だけでなく文具やグッズも多く、ついつい長居しました。店内に漂うオリジナルの香りも素敵でした。'],
  'five-guys-gangnam': ['무료 땅콩을 먹으면서 기다리다 보니 금방 차례가 왔어요. 토핑을 마음대로 고를 수 있는 게 재미있어요.', '無料のピーナッツをつまみながら待っていたら、すぐに順番が来ました。トッピングを自由に選べるのが楽しいです。'],
  'ttamttam-gangnam': ['매운 소곱창 쌀국수는 국물이 진하고 곱창이 정말 고소했어요. 웨이팅이 있지만 회전이 빨라요.', '辛い牛ホルモンのフォーはスープが濃厚で、ホルモンが本当に香ばしかったです。待ちはありますが回転は早いです。'],
  kukkiwon: ['태권도의 본산이라 그런지 분위기가 엄숙했어요. 운이 좋으면 시범이나 승단 심사도 볼 수 있어요.', 'テコンドーの総本山らしく厳かな雰囲気でした。運が良ければ演武や昇段審査も見られます。'],
  'samsung-gangnam': ['최신 갤럭시를 마음껏 만져 볼 수 있고 층마다 체험 콘텐츠가 달라서 지루하지 않았어요.', '最新のGalaxyを自由に触れて、フロアごとに体験コンテンツが違うので飽きませんでした。'],
  'cgv-gangnam': ['심야 영화를 보고 나와도 강남역 주변은 여전히 활기가 넘쳤어요.', 'レイトショーを見て出てきても、江南駅周辺はまだまだにぎやかでした。'],
  'starbucks-gangnam-r': ['강남대로를 내려다보는 창가 자리가 좋아서 약속 전에 시간 보내기 딱이었어요.', '江南大路を見下ろす窓際の席が心地よく、待ち合わせ前の時間つぶしにぴったりでした。'],
  'myeongdong-cathedral': ['붉은 벽돌의 고딕 성당이 명동 한가운데 있다는 게 신기했어요. 안은 정말 조용하고 스테인드글라스가 아름다워요.', '赤レンガのゴシック様式の聖堂が明洞のど真ん中にあるのが不思議でした。中はとても静かで、ステンドグラスが美しいです。'],
  'myeongdong-kyoja': ['칼국수 국물이 진하고 마늘 향 가득한 김치가 중독적이에요. 면과 밥 추가가 무료예요.', 'カルグクスのスープが濃厚で、にんにくの効いたキムチがやみつきになります。麺とご飯のおかわりは無料です。'],
  hadongkwan: ['놋그릇에 담겨 나오는 맑은 곰탕이 정말 깔끔했어요. 깍두기 국물을 살짝 넣어 먹는 게 단골들의 방법이래요.', '真鍮の器で出てくる澄んだコムタンがとても上品でした。カクテキの汁を少し入れて食べるのが常連流だそうです。'],
  'shinsegae-main': ['본관 건물이 클래식해서 건물만 봐도 볼거리가 있어요. 지하 식품관에서 선물용 간식을 샀어요.', '本館の建物がクラシックで、建物を見るだけでも価値があります。地下の食品館でお土産用のお菓子を買いました。'],
  'lotte-duty-free-myeongdong': ['여권과 출국 항공편 정보만 있으면 바로 면세 쇼핑이 가능해서 편했어요.', 'パスポートと出国便の情報があれば、すぐに免税ショッピングができて便利でした。'],
  'namdaemun-market': ['골목마다 파는 물건이 달라서 구경하는 재미가 있어요. 갈치조림 골목은 꼭 들러 보세요.', '路地ごとに売っている物が違って、見て回るのが楽しいです。太刀魚の煮付け横丁にはぜひ寄ってみてください。'],
  'nanta-myeongdong': ['대사가 거의 없어서 한국어를 몰라도 100% 즐길 수 있었어요. 관객 참여 장면에서 다들 빵 터졌어요.', 'セリフがほとんどないので、韓国語がわからなくても100%楽しめました。観客参加のシーンでは会場中が大爆笑でした。'],
  'olive-young-myeongdong': ['매장이 넓고 층별로 카테고리가 나뉘어 있어서 찾기 쉬웠어요. 외국인 전용 계산대도 있었어요.', '店内が広く、フロアごとにカテゴリー分けされていて探しやすかったです。外国人向けのレジもありました。'],
  'bok-money-museum': ['옛 한국은행 본관 건물 자체가 문화재라 분위기가 멋있어요. 세계 여러 나라 화폐 전시도 흥미로웠어요.', '旧韓国銀行本館の建物そのものが文化財で、雰囲気が素敵です。世界各国の貨幣の展示も興味深かったです。'],
  'namsan-cable-car': ['케이블카 창밖으로 서울 시내가 한눈에 펼쳐져서 짧지만 인상적이었어요.', 'ケーブルカーの窓からソウルの街が一望できて、短い時間でも印象的でした。'],
  'daelim-changgo': ['오래된 정미소 창고를 개조한 공간이라 천장이 높고 작품 전시도 볼 수 있어요.', '古い精米所の倉庫を改装した空間で、天井が高く、アート作品の展示も楽しめます。'],
  'onion-seongsu': ['낡은 건물을 그대로 살린 인테리어가 멋있었고, 슈가파우더 가득한 팡도르가 정말 부드러웠어요.', '古い建物をそのまま生かしたインテリアが素敵で、粉砂糖たっぷりのパンドーロが本当にふわふわでした。'],
  'blue-bottle-seongsu': ['한국 1호점이라 그런지 오픈 시간부터 사람이 많았어요. 통창 너머 성수동 풍경을 보며 마시는 커피가 좋았어요.', '韓国1号店だからか、オープン直後から人がいっぱいでした。大きな窓越しに聖水洞の景色を眺めながら飲むコーヒーは格別でした。'],
  'seoul-forest': ['사슴 방사장과 넓은 잔디밭이 있어서 산책만 해도 힐링이 됐어요.', 'シカのいるエリアや広い芝生があって、散歩するだけで癒やされました。'],
  'dior-seongsu': ['파리 본점을 닮은 화려한 외관 앞에서 다들 사진을 찍고 있었어요. 카페 디올은 예약하는 게 좋아요.', 'パリ本店を思わせる華やかな外観の前で、みんな写真を撮っていました。カフェ・ディオールは予約がおすすめです。'],
  'amore-seongsu': ['아모레퍼시픽 브랜드 제품을 자유롭게 테스트할 수 있고, 뷰티 라이브러리 공간이 예뻐요.', 'アモーレパシフィックのブランド製品を自由に試せて、ビューティーライブラリーの空間がおしゃれです。'],
  'lcdc-seoul': ['층마다 편집숍과 카페가 모여 있어서 한 건물에서 반나절을 보냈어요.', 'フロアごとにセレクトショップやカフェが集まっていて、ひとつの建物で半日過ごしました。'],
  'seongsu-gamjatang': ['뼈에 붙은 고기가 부드럽고 국물이 진해서 왜 다들 극찬하는지 알겠더라고요. 마무리 볶음밥은 필수!', '骨付き肉がやわらかくスープが濃厚で、みんなが絶賛する理由がわかりました。締めのポックンパは必須です!'],
  'seongsu-handmade-shoe-street': ['장인이 직접 만드는 수제화 가게가 모여 있어서 발에 맞춰 주문할 수도 있어요.', '職人が手作りする靴のお店が集まっていて、足に合わせたオーダーもできます。'],
  'leeum-museum': ['고미술부터 현대미술까지 한 곳에서 볼 수 있고 건축 자체도 작품 같았어요.', '古美術から現代アートまで一か所で見られて、建築そのものも作品のようでした。'],
  'war-memorial-of-korea': ['야외에 전시된 실제 전투기와 전차의 규모에 압도됐어요. 한국 근현대사를 이해하는 데 도움이 돼요.', '屋外に展示された本物の戦闘機や戦車のスケールに圧倒されました。韓国の近現代史を理解するのに役立ちます。'],
  'seoul-central-mosque': ['언덕 위 하얀 모스크가 이국적이라 이태원다운 풍경이었어요. 방문할 땐 노출이 적은 옷을 입는 게 예의예요.', '丘の上の白いモスクが異国情緒たっぷりで、梨泰院らしい風景でした。訪問時は肌の露出を控えた服装がマナーです。'],
  'itaewon-antique-street': ['유럽에서 들여온 앤틱 가구와 소품이 가득해서 구경만 해도 즐거웠어요.', 'ヨーロッパから輸入したアンティーク家具や雑貨がいっぱいで、見ているだけで楽しかったです。'],
  'vatos-itaewon': ['김치 까르니타스 프라이즈는 한국과 멕시코 맛이 절묘하게 섞여 있어요. 마가리타와 같이 먹으면 최고!', 'キムチカルニタスフライは韓国とメキシコの味が絶妙にミックスされています。マルガリータと一緒に食べると最高!'],
  passion5: ['빵과 케이크가 보석처럼 진열돼 있어서 고르는 데만 한참 걸렸어요.', 'パンやケーキが宝石のように並んでいて、選ぶだけでかなり時間がかかりました。'],
  'hyundai-card-music-library': ['LP와 음악 서적이 빼곡한 공간에서 턴테이블로 직접 음악을 들을 수 있어요. K-POP 앨범 코너도 있었어요.', 'レコードや音楽書籍がぎっしり並ぶ空間で、ターンテーブルで実際に音楽を聴けます。K-POPアルバムのコーナーもありました。'],
  'itaewon-world-food-street': ['터키, 태국, 멕시코 등 여러 나라 음식점이 모여 있어서 2차, 3차까지 이어졌어요.', 'トルコ、タイ、メキシコなど各国料理のお店が集まっていて、2軒目、3軒目とはしごしました。'],
  'gyeongnidan-gil': ['언덕길을 따라 작은 식당과 카페가 이어지고, 골목 사이로 남산타워가 보여요.', '坂道に沿って小さなレストランやカフェが続き、路地の間からNソウルタワーが見えます。'],
  'hongdae-walking-street': ['저녁이 되면 K-POP 댄스 커버와 버스킹 공연이 곳곳에서 열려서 분위기가 확 살아나요.', '夕方になるとK-POPのダンスカバーやバスキングがあちこちで始まり、一気に盛り上がります。'],
  'kt-sangsangmadang-hongdae': ['인디 밴드 공연과 전시를 함께 즐길 수 있고 1층 디자인 숍도 볼거리가 많아요.', 'インディーズバンドのライブと展示を一緒に楽しめて、1階のデザインショップも見応えがあります。'],
  'gyeongui-line-forest-park': ['옛 철길을 공원으로 만든 곳이라 길게 이어진 산책로를 따라 카페가 많아요.', '昔の線路跡を公園にした場所で、長く続く遊歩道に沿ってカフェがたくさんあります。'],
  'anthracite-hapjeong': ['신발 공장을 개조한 공간이라 빈티지한 분위기가 멋있고 핸드드립 커피가 맛있었어요.', '靴工場を改装した空間でヴィンテージな雰囲気が素敵、ハンドドリップコーヒーもおいしかったです。'],
  'trickeye-museum-seoul': ['착시 아트 앞에서 포즈를 잡으면 정말 그림 속에 들어간 것 같은 사진이 나와요.', 'トリックアートの前でポーズを取ると、本当に絵の中に入ったような写真が撮れます。'],
  gyeongbokgung: ['근정전 앞에 서니 규모에 압도됐어요. 수문장 교대식 시간에 맞춰 가면 더 좋아요.', '勤政殿の前に立つと、その大きさに圧倒されました。守門将交代儀式の時間に合わせて行くのがおすすめです。'],
  changdeokgung: ['자연 지형을 살린 궁궐이라 경복궁과는 또 다른 차분한 아름다움이 있어요. 후원 관람은 꼭 예약하세요.', '自然の地形を生かした宮殿で、景福宮とはまた違う落ち着いた美しさがあります。後苑の観覧は必ず予約を。'],
  'bukchon-hanok-village': ['기와지붕이 겹겹이 이어진 골목에서 서울 시내를 내려다보는 풍경이 최고였어요. 주민이 사는 곳이라 조용히 다녀야 해요.', '瓦屋根が連なる路地からソウルの街を見下ろす景色は最高でした。住民が暮らす場所なので静かに歩きましょう。'],
  'insadong-ssamziegil': ['나선형으로 올라가는 건물 안에 공예품 가게가 모여 있어서 기념품 고르기 좋았어요.', 'らせん状に上っていく建物の中に工芸品のお店が集まっていて、お土産選びにぴったりでした。'],
  'gwangjang-market': ['녹두빈대떡을 부치는 고소한 냄새에 이끌려 자리를 잡았어요. 육회와 마약김밥도 꼭 드셔 보세요.', '緑豆チヂミを焼く香ばしい匂いにつられて席に着きました。ユッケや麻薬キンパもぜひ。'],
  'tosokchon-samgyetang': ['한옥 안에서 먹는 삼계탕은 국물이 걸쭉하고 고소했어요. 인삼주 한 잔이 같이 나와요.', '韓屋の中で食べる参鶏湯は、スープがとろりと濃厚でした。高麗人参酒が一杯ついてきます。'],
  cheonggyecheon: ['도심 한가운데를 흐르는 개천을 따라 걷다 보면 도시 소음이 잊혀요. 밤 조명도 예뻐요.', '都心の真ん中を流れる小川沿いを歩くと、街の喧騒を忘れられます。夜のライトアップもきれいです。'],
  'ikseondong-hanok-street': ['좁은 한옥 골목 안에 레트로한 카페와 식당이 숨어 있어서 보물찾기하는 기분이었어요.', '細い韓屋の路地にレトロなカフェやレストランが隠れていて、宝探しをしている気分でした。'],
  'onion-anguk': ['한옥 마당에 앉아 빵과 커피를 즐길 수 있어서 한국다운 분위기를 느낄 수 있었어요.', '韓屋の中庭に座ってパンとコーヒーを楽しめて、韓国らしい雰囲気を味わえました。'],
  'lotte-world-adventure': ['실내와 야외 매직 아일랜드가 이어져 있어서 날씨와 상관없이 하루 종일 놀 수 있어요.', '屋内と屋外のマジックアイランドがつながっていて、天気に関係なく一日中遊べます。'],
  'seoul-sky': ['롯데월드타워 전망대에서 보는 야경이 압권이었어요. 유리 바닥 위에 서는 건 꽤 무서웠어요.', 'ロッテワールドタワーの展望台から見る夜景は圧巻でした。ガラスの床の上に立つのはかなり怖かったです。'],
  'seokchon-lake': ['호수를 한 바퀴 도는 산책로에서 롯데월드타워가 예쁘게 보여요. 봄 벚꽃 시즌에는 정말 붐벼요.', '湖を一周する遊歩道からロッテワールドタワーがきれいに見えます。春の桜のシーズンは本当に混雑します。'],
  'olympic-park': ['넓은 공원 안에 「나홀로나무」라는 포토 스폿이 있어요. KSPO DOME 공연 전에 산책하기 좋아요.', '広い公園の中に「ひとりぼっちの木」というフォトスポットがあります。KSPO DOMEの公演前の散歩にぴったりです。'],
  'the-hyundai-seoul': ['천장에서 자연광이 들어오는 실내 정원이 있어서 백화점이라기보다 공원 같았어요.', '天井から自然光が差し込む室内庭園があって、百貨店というより公園のようでした。'],
  'yeouido-hangang-park': ['편의점에서 라면을 끓여 강가에 앉아 먹었는데, 바람이 시원해서 기분이 최고였어요.', 'コンビニでラーメンを作って川辺で食べたら、風が気持ちよくて最高の気分でした。'],
  '63-square': ['오래된 랜드마크지만 전망 미술관에서 보는 한강 풍경은 여전히 멋있었어요.', '昔からのランドマークですが、展望美術館から眺める漢江の景色は今も見事でした。'],
  'ifc-mall-seoul': ['지하로 여의도역과 연결돼 있어서 비 오는 날 쇼핑하기 좋았어요.', '地下で汝矣島駅とつながっていて、雨の日のショッピングにぴったりでした。'],
};

// ─────────────────────────────── Facts from the place's data ───────────────────────────────

const EATERY_KEYS = new Set(['namdaemun-market', 'itaewon-world-food-street', 'dior-seongsu']);

const TASTE: Pair[] = [
  ['기대 이상이었어요.', '期待以上でした。'],
  ['양도 넉넉해서 만족스러웠어요.', '量もたっぷりで大満足でした。'],
  ['가격 대비 정말 괜찮았어요.', '値段の割にとても満足でした。'],
  ['다음에 오면 또 시킬 거예요.', '次に来てもまた頼むと思います。'],
  ['일행 모두 맛있다고 했어요.', '一緒に行ったみんながおいしいと言っていました。'],
];

function menuSentence(place: SeedPlace, rng: Prng): Pair | null {
  if (place.menus.length === 0) return null;
  const item = rng.pick(place.menus);
  const eatery = place.theme === 'food' || place.theme === 'cafe' || EATERY_KEYS.has(place.key);
  if (eatery && item.price > 0) {
    const [tKo, tJa] = rng.pick(TASTE);
    return [
      `${josa(item.nameKo, '을/를')} 주문했어요(${formatWon(item.price)}원). ${tKo}`,
      `${item.nameJa}を注文しました(${formatWon(item.price)}ウォン)。${tJa}`,
    ];
  }
  if (item.price === 0) return [`${josa(item.nameKo, '은/는')} 무료였어요.`, `${item.nameJa}は無料でした。`];
  return [`${josa(item.nameKo, '은/는')} ${formatWon(item.price)}원이었어요.`, `${item.nameJa}は${formatWon(item.price)}ウォンでした。`];
}

function hoursSentence(place: SeedPlace): Pair {
  let ko: string;
  let ja: string;
  if (place.openTime === null || place.closeTime === null) {
    ko = '24시간 열려 있어서 시간 걱정 없이 들를 수 있어요.';
    ja = '24時間いつでも行けるので、時間を気にしなくて大丈夫です。';
  } else if (place.closeTime < place.openTime) {
    ko = `새벽 ${place.closeTime}까지 열려 있어서 늦은 시간에도 들르기 좋아요.`;
    ja = `夜中の${place.closeTime}まで開いているので、遅い時間でも寄りやすいです。`;
  } else {
    ko = `운영 시간은 ${place.openTime}부터 ${place.closeTime}까지예요.`;
    ja = `営業時間は${place.openTime}〜${place.closeTime}です。`;
  }
  if (place.breakStart && place.breakEnd) {
    ko += ` 브레이크 타임(${place.breakStart}~${place.breakEnd})은 피해서 가세요.`;
    ja += `ブレイクタイム(${place.breakStart}〜${place.breakEnd})は避けて行きましょう。`;
  }
  if (place.closedDays.length > 0) {
    const dKo = place.closedDays.map((d) => DAY_KO[d] ?? '').join('·');
    const dJa = place.closedDays.map((d) => DAY_JA[d] ?? '').join('・');
    ko += ` ${dKo}요일은 휴무라 일정 짤 때 참고하세요.`;
    ja += `${dJa}曜日は休みなので、予定を立てる時は気をつけてください。`;
  }
  return [ko, ja];
}

// ─────────────────────────────── Tips and endings ───────────────────────────────

const THEME_TIPS: Record<string, Pair[]> = {
  cafe: [
    ['평일 오전에 가면 자리 잡기가 훨씬 수월해요.', '平日の午前中に行くと席を確保しやすいです。'],
    ['인기 빵은 오후가 되면 품절되는 경우가 많아요.', '人気のパンは午後になると売り切れていることが多いです。'],
    ['메뉴판에 영어가 있어서 주문은 어렵지 않았어요.', 'メニューに英語表記があるので注文は難しくなかったです。'],
  ],
  food: [
    ['점심 피크(12시~13시)를 피하면 웨이팅이 확 줄어요.', 'お昼のピーク(12時〜13時)を外すと待ち時間がぐっと減ります。'],
    ['1인분 주문이 되는지 미리 확인하면 좋아요.', '一人前から注文できるか事前に確認しておくと安心です。'],
    ['반찬은 리필이 되니 부담 없이 부탁하세요.', 'おかずはおかわり自由なので気軽に頼んでみてください。'],
  ],
  shopping: [
    ['여권을 챙기면 택스리펀(즉시 환급)을 받을 수 있어요.', 'パスポートを持っていくとタックスリファンド(即時還付)が受けられます。'],
    ['짐이 금방 늘어나니 에코백을 챙기는 걸 추천해요.', 'すぐに荷物が増えるのでエコバッグ持参がおすすめです。'],
    ['카드는 거의 다 되지만 시장에서는 현금이 편해요.', 'カードはほぼ使えますが、市場では現金が便利です。'],
  ],
  beauty: [
    ['테스터를 충분히 써 보고 살 수 있어서 좋아요.', 'テスターをじっくり試してから買えるのがうれしいです。'],
    ['세일 기간에 맞춰 가면 훨씬 저렴하게 살 수 있어요.', 'セール期間に合わせて行くとかなりお得に買えます。'],
    ['피부 타입을 말하면 직원분이 제품을 추천해 줘요.', '肌タイプを伝えるとスタッフさんが商品を提案してくれます。'],
  ],
  'plastic-surgery': [
    ['상담은 여러 곳에서 받아 보고 비교하는 걸 추천해요.', 'カウンセリングは何か所か受けて比較するのがおすすめです。'],
    ['통역 서비스가 있는지, 사후 관리는 어떻게 되는지 꼭 확인하세요.', '通訳サービスの有無やアフターケアの内容は必ず確認しましょう。'],
    ['시술 후 바로 비행기를 타도 되는지 의사에게 꼭 물어보세요.', '施術後すぐに飛行機に乗っても大丈夫か、必ず医師に確認してください。'],
  ],
  rising: [
    ['요즘 SNS에서 화제라 주말에는 줄이 길어요.', '最近SNSで話題なので、週末は行列ができます。'],
    ['팝업이 자주 바뀌니 가기 전에 공식 계정을 확인하세요.', 'ポップアップがよく変わるので、行く前に公式アカウントをチェックしましょう。'],
    ['오픈 직후에 가면 비교적 여유롭게 볼 수 있어요.', 'オープン直後なら比較的ゆったり見られます。'],
  ],
  kpop: [
    ['공연이 있는 날은 주변이 많이 붐비니 일찍 도착하세요.', '公演がある日は周辺がかなり混むので、早めに到着しましょう。'],
    ['K-POP 공연이나 버스킹 일정은 SNS에서 미리 확인하세요.', 'K-POPの公演やバスキングの予定はSNSで事前にチェックしましょう。'],
    ['근처에 K-POP 굿즈를 파는 가게도 많아요.', '近くにK-POPグッズを売るお店も多いです。'],
  ],
  history: [
    ['한복을 입으면 입장료가 무료인 곳도 있으니 체크해 보세요.', '韓服を着ると入場無料になる場所もあるので、チェックしてみてください。'],
    ['무료 해설 시간에 맞춰 가면 훨씬 재미있어요.', '無料ガイドの時間に合わせて行くと何倍も楽しめます。'],
    ['걷는 거리가 꽤 되니 편한 신발은 필수예요.', 'かなり歩くので、歩きやすい靴は必須です。'],
  ],
  nature: [
    ['해 질 무렵에 가면 노을이 정말 예뻐요.', '夕暮れ時に行くと夕焼けが本当にきれいです。'],
    ['돗자리와 간단한 간식을 챙기면 피크닉 기분을 낼 수 있어요.', 'レジャーシートと軽食を持っていけばピクニック気分が味わえます。'],
    ['봄에는 벚꽃, 가을에는 단풍이 예뻐요.', '春は桜、秋は紅葉がきれいです。'],
  ],
  nightlife: [
    ['막차 시간을 미리 확인해 두세요. 심야버스도 있어요.', '終電の時間は事前に確認を。深夜バスもあります。'],
    ['금요일 밤은 정말 붐비니 일찍 자리를 잡는 게 좋아요.', '金曜の夜はとても混むので、早めに席を確保しましょう。'],
    ['신분증(여권) 확인을 하는 곳도 있으니 꼭 챙기세요.', '身分証(パスポート)の確認があるお店もあるので、必ず持参しましょう。'],
  ],
  art: [
    ['전시는 사전 예약제인 경우가 많으니 미리 확인하세요.', '展示は事前予約制のことが多いので、事前に確認しましょう。'],
    ['공연과 전시 일정은 자주 바뀌니 미리 확인하세요.', '公演や展示のスケジュールはよく変わるので、事前に確認しましょう。'],
    ['평일 오후가 가장 한산해요.', '平日の午後がいちばん空いています。'],
  ],
  activity: [
    ['온라인으로 미리 티켓을 사면 할인받을 수 있어요.', 'オンラインで事前にチケットを買うと割引になります。'],
    ['주말은 사람이 많으니 오픈 시간에 맞춰 가는 게 좋아요.', '週末は混むので、オープン時間に合わせて行くのがおすすめです。'],
    ['물품 보관함이 있어서 짐이 많아도 괜찮아요.', 'コインロッカーがあるので荷物が多くても大丈夫です。'],
  ],
};

const TRAVEL_TIPS: Pair[] = [
  ['지하철은 T-money 카드 하나면 충분해요.', '地下鉄はT-moneyカード1枚あれば十分です。'],
  ['지도 앱은 네이버 지도나 카카오맵이 정확해요.', '地図アプリはNAVERマップかカカオマップが正確です。'],
  ['가게 이름은 한글로 검색해야 잘 나와요.', 'お店の名前はハングルで検索するとヒットしやすいです。'],
  ['현금이 조금 있으면 노점에서 편해요.', '少し現金があると屋台で便利です。'],
  ['보조배터리를 챙기면 사진을 마음껏 찍을 수 있어요.', 'モバイルバッテリーがあれば写真を思いきり撮れます。'],
];

const ENDINGS: Pair[] = [
  ['다음 여행 때도 꼭 다시 가고 싶어요!', '次の旅行でもまた必ず行きたいです!'],
  ['궁금한 점 있으면 댓글로 물어보세요.', '気になることがあればコメントで聞いてくださいね。'],
  ['여러분의 추천 장소도 알려 주세요 :)', '皆さんのおすすめスポットも教えてください :)'],
  ['사진 더 보고 싶으신 분은 댓글 주세요.', '写真をもっと見たい方はコメントください。'],
  ['전체적으로 만족스러운 하루였어요.', '全体的に大満足の一日でした。'],
  ['서울 여행 계획 중이라면 꼭 넣어 보세요.', 'ソウル旅行を計画中なら、ぜひ組み込んでみてください。'],
];

/** Closing advice for posts that are not about one place. */
const TOPIC_CLOSERS: Pair[] = [
  ['저는 이렇게 해서 만족했지만 사람마다 다를 수 있으니 참고만 해 주세요.', '私はこれで満足でしたが、人によって違うので参考程度にしてください。'],
  ['비슷한 경험이 있는 분들의 이야기도 듣고 싶어요.', '同じような経験がある方のお話も聞きたいです。'],
  ['새로운 정보가 생기면 또 공유할게요.', 'また新しい情報があればシェアしますね。'],
  ['여행 준비에 조금이라도 도움이 되면 좋겠어요.', '旅の準備に少しでも役立てばうれしいです。'],
];

/** When a post is filed under a theme other than its place's own. */
const ALT_THEME: Record<string, string> = {
  cafe: 'rising', food: 'rising', shopping: 'rising', beauty: 'shopping', history: 'art',
  nature: 'activity', nightlife: 'food', art: 'history', activity: 'nature', kpop: 'nightlife', rising: 'shopping',
};

// ─────────────────────────────── Posts without a place ───────────────────────────────

/** `who: 'jp'` marks topics written from a visitor's point of view (only Japanese members write them). */
interface Topic { theme: string; who?: 'jp'; title: Pair; body: Pair }

const TOPICS: Topic[] = [
  { theme: 'plastic-surgery', title: ['강남 성형 상담 받기 전에 준비한 것들', '江南で美容整形カウンセリングを受ける前に準備したこと'], body: ['상담 전에 원하는 스타일 사진을 몇 장 준비해 갔더니 의사와 이야기하기가 훨씬 쉬웠어요. 견적은 병원마다 꽤 달랐어요.', 'カウンセリング前に希望のイメージ写真を数枚用意していったら、先生との話がスムーズでした。見積もりはクリニックによってかなり違いました。'] },
  { theme: 'plastic-surgery', title: ['쁘띠 시술 후 다운타임 기록', 'プチ整形後のダウンタイム記録'], body: ['시술 다음 날은 붓기가 조금 있었지만 사흘째부터는 화장으로 가릴 수 있을 정도였어요.', '施術の翌日は少し腫れましたが、3日目からはメイクで隠せる程度になりました。'] },
  { theme: 'plastic-surgery', who: 'jp', title: ['통역 있는 병원 고르는 법', '通訳のいるクリニックの選び方'], body: ['일본어 코디네이터가 상주하는지, 상담부터 사후 관리까지 같은 분이 담당하는지 확인했어요.', '日本語コーディネーターが常駐しているか、カウンセリングからアフターケアまで同じ方が担当してくれるかを確認しました。'] },
  { theme: 'plastic-surgery', who: 'jp', title: ['성형 여행 일정은 며칠이 적당할까?', '美容整形旅行は何日あれば足りる?'], body: ['실밥 제거까지 생각하면 최소 일주일은 잡는 게 마음이 편했어요.', '抜糸まで考えると、最低1週間は見ておくと安心でした。'] },
  { theme: 'plastic-surgery', who: 'jp', title: ['시술 후 호텔에서 보낸 회복 일주일', '施術後にホテルで過ごした回復の1週間'], body: ['죽과 냉찜질 팩을 미리 사 두었더니 편했어요. 배달 앱도 큰 도움이 됐어요.', 'おかゆと冷却パックを事前に買っておいたので楽でした。デリバリーアプリにも助けられました。'] },
  { theme: 'plastic-surgery', title: ['피부과 레이저 처음 받아 본 후기', '初めての皮膚科レーザー体験'], body: ['상담이 꼼꼼해서 안심이 됐고, 시술 자체는 20분 정도로 금방 끝났어요.', 'カウンセリングが丁寧で安心でき、施術自体は20分ほどですぐに終わりました。'] },
  { theme: 'plastic-surgery', title: ['성형외과 상담 때 꼭 물어볼 질문 5가지', '美容外科カウンセリングで必ず聞きたい5つの質問'], body: ['집도의가 누구인지, 마취 방법, 부작용 대응, 재수술 규정, 총비용을 꼭 확인하세요.', '執刀医は誰か、麻酔の方法、副作用への対応、再手術の規定、総費用は必ず確認しましょう。'] },
  { theme: 'beauty', who: 'jp', title: ['한국 화장품 쇼핑 리스트 공개', '韓国コスメ購入リスト公開'], body: ['선크림, 시트 마스크, 립 틴트는 일본보다 종류가 많아서 고르는 재미가 있어요.', '日焼け止め、シートマスク、リップティントは日本より種類が多く、選ぶのが楽しいです。'] },
  { theme: 'beauty', who: 'jp', title: ['한국에서 퍼스널 컬러 진단 받아 봤어요', '韓国でパーソナルカラー診断を受けてみました'], body: ['드레이프를 하나씩 대 보며 설명해 줘서 이해하기 쉬웠어요. 결과는 여름 쿨톤!', 'ドレープを一枚ずつ当てながら説明してくれて、わかりやすかったです。結果はサマーのブルベ!'] },
  { theme: 'beauty', who: 'jp', title: ['헤드스파로 여행 피로 풀기', 'ヘッドスパで旅の疲れをリセット'], body: ['두피 진단부터 마사지까지 한 시간 정도였는데, 끝나고 나니 머리가 정말 가벼웠어요.', '頭皮診断からマッサージまで1時間ほどで、終わったら頭が本当に軽くなりました。'] },
  { theme: 'beauty', who: 'jp', title: ['찜질방에서 때밀이 체험', 'チムジルバンであかすり体験'], body: ['처음엔 긴장했는데 끝나고 나니 피부가 매끈매끈해졌어요. 식혜와 구운 달걀도 꼭 드세요.', '最初は緊張しましたが、終わったら肌がつるつるに。シッケとゆで卵もぜひ。'] },
  { theme: 'beauty', who: 'jp', title: ['한국 미용실에서 레이어드 컷 했어요', '韓国の美容室でレイヤーカットしてきました'], body: ['사진을 보여 주니 바로 이해해 주셨고, 드라이 방법까지 알려 주셨어요.', '写真を見せたらすぐに理解してくれて、ブローのコツまで教えてくれました。'] },
  { theme: 'rising', title: ['요즘 서울에서 뜨는 팝업스토어 정리', '最近ソウルで話題のポップアップまとめ'], body: ['성수와 여의도를 중심으로 주말마다 새로운 팝업이 열리고 있어요.', '聖水と汝矣島を中心に、週末ごとに新しいポップアップが開かれています。'] },
  { theme: 'rising', title: ['한국 편의점 신상 디저트 먹어 봤어요', '韓国コンビニの新作スイーツを食べてみた'], body: ['두바이 초콜릿 맛 디저트가 인기라서 세 군데를 돌아서 겨우 샀어요.', 'ドバイチョコ味のスイーツが大人気で、3軒回ってやっと買えました。'] },
  { theme: 'rising', title: ['요즘 한국 MZ세대가 줄 서는 베이글', '今韓国の若者が並ぶベーグル'], body: ['오픈 30분 전부터 줄이 생기는데, 쫄깃한 식감이 확실히 달라요.', 'オープン30分前から行列ができますが、もちもち食感が確かに違います。'] },
  { theme: 'rising', title: ['인생네컷 찍으러 다녀왔어요', '人生4カット(韓国プリ)を撮ってきました'], body: ['소품이 다양해서 친구들과 한참 웃으면서 찍었어요. 4,000원 정도로 저렴해요.', '小物が豊富で、友達と大笑いしながら撮りました。4,000ウォンほどで手軽です。'] },
  { theme: 'rising', title: ['한강 라면 먹어 보셨나요?', '漢江ラーメン、食べたことありますか?'], body: ['편의점의 즉석 라면 기계로 끓여 먹는 라면이 한강 공원 필수 코스래요.', 'コンビニのインスタントラーメン調理機で作るラーメンは、漢江公園の定番だそうです。'] },
  { theme: 'food', who: 'jp', title: ['한국 식당에서 혼밥하는 요령', '韓国の食堂でひとりご飯をするコツ'], body: ['2인분부터 주문 가능한 메뉴가 많아서, 국밥이나 칼국수처럼 1인 메뉴가 있는 곳을 고르면 편해요.', '2人前からしか注文できないメニューが多いので、クッパやカルグクスのように1人前メニューがあるお店を選ぶと楽です。'] },
  { theme: 'food', who: 'jp', title: ['배달 앱으로 치킨 시켜 본 후기', 'デリバリーアプリでチキンを頼んでみた'], body: ['호텔 로비까지 배달해 줘서 편했어요. 양념 반 후라이드 반이 정답이에요.', 'ホテルのロビーまで届けてくれて便利でした。ヤンニョム半分・フライド半分が正解です。'] },
  { theme: 'food', title: ['서울 아침 식사 추천 메뉴', 'ソウルの朝ごはんおすすめメニュー'], body: ['해장국이나 토스트 가게가 아침 일찍부터 열어서 여행자에게 딱이에요.', 'ヘジャンククやトースト屋さんは朝早くから開いていて、旅行者にぴったりです。'] },
  { theme: 'food', who: 'jp', title: ['한국 식당 매너, 이것만은 알아 두세요', '韓国の食堂マナー、これだけは知っておきたい'], body: ['밥그릇은 들지 않고 숟가락으로 먹고, 물과 반찬은 셀프인 곳이 많아요.', 'ご飯茶碗は持ち上げずにスプーンで食べ、水やおかずはセルフのお店が多いです。'] },
  { theme: 'shopping', who: 'jp', title: ['택스리펀 제대로 받는 법', 'タックスリファンドをしっかり受ける方法'], body: ['즉시 환급은 한 번에 받을 수 있는 금액에 한도가 있어서, 큰 쇼핑은 공항에서 환급받았어요.', '即時還付は1回あたりの金額に上限があるので、大きな買い物は空港で還付を受けました。'] },
  { theme: 'shopping', title: ['다이소에서 산 여행 필수템', 'ダイソーで買った旅行の必需品'], body: ['압축 파우치와 여행용 세면도구가 저렴하고 품질도 좋아서 놀랐어요.', '圧縮ポーチやトラベル用の洗面グッズが安くて品質も良く、驚きました。'] },
  { theme: 'shopping', who: 'jp', title: ['한국 기념품, 뭐 사 갈까?', '韓国のお土産、何を買う?'], body: ['김, 유자차, 약과는 가볍고 나눠 주기 좋아서 매번 사 가요.', '韓国のり、ゆず茶、薬菓は軽くて配りやすいので毎回買っています。'] },
  { theme: 'nightlife', who: 'jp', title: ['서울 심야버스 타 봤어요', 'ソウルの深夜バスに乗ってみた'], body: ['N으로 시작하는 심야버스가 새벽에도 다녀서 택시가 잡히지 않을 때 유용했어요.', 'Nで始まる深夜バスが明け方も走っていて、タクシーがつかまらない時に便利でした。'] },
  { theme: 'nightlife', title: ['포장마차에서 소주 한잔', '屋台で焼酎を一杯'], body: ['떡볶이와 어묵 국물에 소주 한 잔, 이게 바로 서울의 밤이죠.', 'トッポッキとおでんのスープに焼酎を一杯、これぞソウルの夜です。'] },
  { theme: 'kpop', title: ['K-POP 앨범 사러 음반 매장 투어', 'K-POPアルバムを買いにCDショップ巡り'], body: ['매장마다 특전 포토카드가 달라서 결국 여러 곳을 돌게 됐어요.', 'お店ごとに特典トレカが違うので、結局何軒も回ることになりました。'] },
  { theme: 'kpop', title: ['음악방송 사전녹화 참여 후기', '音楽番組の事前収録に参加してきました'], body: ['새벽 집합이라 힘들었지만 눈앞에서 무대를 보는 감동은 잊을 수 없어요.', '早朝集合で大変でしたが、目の前でステージを見た感動は忘れられません。'] },
];

// ─────────────────────────────── Generator ───────────────────────────────

function assemble(groups: Pair[][]): Pair {
  const ko = groups.map((g) => g.map((p) => p[0]).join(' ')).join('\n');
  const ja = groups.map((g) => g.map((p) => p[1]).join('')).join('\n');
  return [ko, ja];
}

type Slot = { kind: 'place'; place: SeedPlace } | { kind: 'topic'; topic: Topic };

/**
 * Build the 200 seed posts. Pure: the same seed always yields deep-equal output.
 * Uses only the seeded PRNG, never Math.random() or the clock.
 */
export function generateSeedPosts(seed: number = SEED_POSTS_DEFAULT_SEED): SeedPost[] {
  const rng = createPrng(seed);
  const placePostCount = SEED_POST_COUNT - TOPICS.length;

  // Every place gets two or three posts: shuffled rounds over all places.
  const placeSlots: Slot[] = [];
  while (placeSlots.length < placePostCount) {
    for (const place of rng.shuffle(seedPlaces)) {
      if (placeSlots.length < placePostCount) placeSlots.push({ kind: 'place', place });
    }
  }
  const slots = rng.shuffle<Slot>([...placeSlots, ...TOPICS.map((topic): Slot => ({ kind: 'topic', topic }))]);

  // Every member writes at least once; the rest are random.
  const firstAuthors = rng.shuffle(seedUsers.map((_, i) => i));
  const recommended = new Set(rng.shuffle(slots.map((_, i) => i)).slice(0, SEED_RECOMMENDED_COUNT));

  const usedKo = new Set<string>();
  const usedJa = new Set<string>();
  const posts: SeedPost[] = [];

  const japaneseAuthors = seedUsers.flatMap((u, i) => (u.nationality === 'JP' ? [i] : []));

  slots.forEach((slot, index) => {
    let author = firstAuthors[index] ?? rng.int(0, seedUsers.length - 1);
    if (slot.kind === 'topic' && slot.topic.who === 'jp' && seedUsers[author]?.nationality !== 'JP') {
      author = rng.pick(japaneseAuthors);
    }
    const user = seedUsers[author];
    if (!user) throw new Error(`seed posts: no user #${author}`);
    const language: Lang = user.language;

    let theme: string;
    let place: string | null;
    let title: Pair;
    let contents: Pair;
    let pictures: number;

    if (slot.kind === 'place') {
      const p = slot.place;
      const n = namesOf(p);
      place = p.key;
      theme = rng.chance(0.15) ? (ALT_THEME[p.theme] ?? p.theme) : p.theme;

      const who = user.nationality === 'KR' ? 'kr' : 'jp';
      const candidates = TITLE_TEMPLATES.filter((t) => fits(t, p) && (t.who === undefined || t.who === who));
      const start = rng.int(0, candidates.length - 1);
      let chosen: { template: TitleTemplate; made: Pair } | null = null;
      for (let k = 0; k < candidates.length && chosen === null; k++) {
        const t = candidates[(start + k) % candidates.length];
        if (!t) continue;
        const made = t.make(n);
        if (!usedKo.has(made[0]) && !usedJa.has(made[1])) chosen = { template: t, made };
      }
      if (chosen === null) throw new Error(`seed posts: ran out of titles for ${p.key}`);
      title = chosen.made;

      const company = chosen.template.company;
      const openings = (who === 'kr' ? OPENINGS_KR : OPENINGS_JP).filter((o) => compatible(company, o.company));
      const opening = rng.pick(openings).make(n);
      const scene = PLACE_SCENES[p.key];
      if (!scene) throw new Error(`seed posts: no scene for ${p.key}`);
      const body: Pair[] = [scene];
      const menu = menuSentence(p, rng);
      if (menu) body.push(menu);
      if (!menu || rng.chance(0.5)) body.push(hoursSentence(p));

      // Tips follow what the place is, even when the post is filed under another theme.
      const tail: Pair[] = [rng.pick(THEME_TIPS[p.theme] ?? TRAVEL_TIPS)];
      if (rng.chance(0.4)) tail.push(rng.pick(TRAVEL_TIPS));
      tail.push(rng.pick(ENDINGS));

      contents = assemble([[opening], body, tail]);
      pictures = rng.chance(0.1) ? 0 : rng.int(1, 4);
    } else {
      const t = slot.topic;
      theme = t.theme;
      place = null;
      title = t.title;
      const tail: Pair[] = [theme === 'plastic-surgery' ? rng.pick(THEME_TIPS[theme] ?? TOPIC_CLOSERS) : rng.pick(TOPIC_CLOSERS)];
      if (rng.chance(0.3)) tail.push(rng.pick(TRAVEL_TIPS));
      tail.push(rng.pick(ENDINGS));
      contents = assemble([[rng.pick(OPENINGS_GENERIC)], [t.body], tail]);
      pictures = rng.int(0, 2);
    }

    if (usedKo.has(title[0]) || usedJa.has(title[1])) throw new Error(`seed posts: duplicate title ${title[0]}`);
    usedKo.add(title[0]);
    usedJa.add(title[1]);

    const isRecommended = recommended.has(index);
    const daysAgo = rng.int(0, 120);
    const views = isRecommended ? rng.int(1200, 5000) : Math.floor(rng.next() ** 2 * 3500);

    posts.push({
      author,
      theme,
      place,
      language,
      ko: { title: title[0], contents: contents[0] },
      ja: { title: title[1], contents: contents[1] },
      pictures,
      recommended: isRecommended,
      daysAgo,
      views,
    });
  });

  return posts;
}

/** The default seed's posts. */
export const seedPosts: SeedPost[] = generateSeedPosts();
