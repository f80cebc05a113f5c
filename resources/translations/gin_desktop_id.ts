<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="id_ID" sourcelanguage="en">
<context>
    <name>App</name>
    <message>
        <location filename="../../gin_desktop/words/start_words.py" line="+14"/>
        <source>Something went wrong</source>
        <translation>Terjadi kesalahan</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>An unexpected error happened. The game goes on; if it misbehaves, start a new match.</source>
        <translation>Terjadi kesalahan yang tidak terduga. Permainan tetap berjalan; kalau ada yang janggal, mulai pertandingan baru.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The key of the match in progress was damaged; it is kept as {0}, and a new key is made.</source>
        <translation>Kunci pertandingan yang sedang berjalan rusak; kunci itu disimpan sebagai {0}, dan kunci baru dibuat.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Gin Desktop cannot lock its data folder ({0}): do not start a second copy of the game while this one is open, or both may write the same match.</source>
        <translation>Gin Desktop tidak bisa mengunci folder datanya ({0}): jangan jalankan salinan kedua permainan ini selagi yang ini terbuka, karena keduanya bisa menulis pertandingan yang sama.</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <location filename="../../gin_desktop/words/commands.py" line="+47"/>
        <source>&amp;New match…</source>
        <translation>Pertandingan &amp;baru…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>New match…</source>
        <translation>Pertandingan baru…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Start a new match (Ctrl+N)</source>
        <translation>Mulai pertandingan baru (Ctrl+N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open match…</source>
        <translation>B&amp;uka pertandingan…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Save match as…</source>
        <translation>&amp;Simpan pertandingan sebagai…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;House rules…</source>
        <translation>&amp;Aturan rumah…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules of this match…</source>
        <translation>A&amp;turan pertandingan ini…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferensi…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Keluar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Draw from the stock</source>
        <translation>Ambil dari &amp;stok</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Draw the top card of the stock (S)</source>
        <translation>Ambil kartu teratas stok (S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Take the top card of the discard pile</source>
        <translation>&amp;Ambil kartu teratas tumpukan buangan</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Take</source>
        <translation>Ambil</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Take the upcard (T)</source>
        <translation>Ambil kartu terbuka (T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Pass the upcard</source>
        <translation>&amp;Lewatkan kartu terbuka</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Pass</source>
        <translation>Lewatkan</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Refuse the upcard (P)</source>
        <translation>Tolak kartu terbuka (P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Knock</source>
        <translation>&amp;Knock</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Knock</source>
        <translation>Knock</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Discard face down and end the hand (K)</source>
        <translation>Buang kartu tertutup dan akhiri ronde (K)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Gin</source>
        <translation>&amp;Gin</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Gin</source>
        <translation>Gin</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Knock with no deadwood (G)</source>
        <translation>Knock tanpa kartu sisa (G)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Big gin</source>
        <translation>&amp;Big gin</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Big gin</source>
        <translation>Big gin</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>All eleven cards melded (B)</source>
        <translation>Kesebelas kartu masuk kombinasi (B)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard (or lay off) the &amp;chosen card</source>
        <translation>Buang (atau tempelkan) kartu &amp;pilihan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Lay off the chosen card</source>
        <translation>&amp;Tempelkan kartu pilihan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best lay-&amp;off</source>
        <translation>Tempelan t&amp;erbaik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done laying o&amp;ff</source>
        <translation>Selesai &amp;menempelkan</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Score s&amp;heet</source>
        <translation>&amp;Lembar skor</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>Best lay-off</source>
        <translation>Tempelan terbaik</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>&amp;Deal of the day…</source>
        <translation>Kartu &amp;hari ini…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Lay off what lowers your deadwood most, and finish (O)</source>
        <translation>Tempelkan kartu yang paling mengurangi kartu sisamu, lalu selesai (O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Done</source>
        <translation>Selesai</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Finish laying off (F)</source>
        <translation>Selesai menempelkan kartu (F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skip to the result</source>
        <translation>Lewati sampai hasilnya</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play the hand you sit out at once, to its result (X)</source>
        <translation>Mainkan ronde yang kamu lewatkan sekaligus, sampai hasilnya (X)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Skip to the r&amp;esult</source>
        <translation>Lewati sampai &amp;hasilnya</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo the discard</source>
        <translation>&amp;Urungkan buangan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;view the hand…</source>
        <translation>Tinjau ron&amp;de…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Review</source>
        <translation>Tinjau</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The coach&apos;s review of the hand just played</source>
        <translation>Tinjauan pelatih atas ronde yang baru dimainkan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal again</source>
        <translation>Bagikan lagi</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>A new match whose first hand is this one: the same cards in the same seats</source>
        <translation>Pertandingan baru yang ronde pertamanya ronde ini: kartu yang sama di kursi yang sama</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Deal the sa&amp;me cards again</source>
        <translation>Bagikan lagi kartu &amp;yang sama</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How would the e&amp;xpert have played my cards?</source>
        <translation>&amp;Cara ahli memainkan kartuku</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Expert&apos;s way</source>
        <translation>Cara ahli</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The expert plays your cards of this hand against the same opponent, beside your play</source>
        <translation>Sang ahli memainkan kartumu di ronde ini melawan lawan yang sama, di samping permainanmu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Hint</source>
        <translation>M&amp;inta petunjuk</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hint</source>
        <translation>Petunjuk</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The move the coach judges best, and why (H)</source>
        <translation>Langkah terbaik menurut pelatih, dan alasannya (H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next hand</source>
        <translation>&amp;Ronde berikutnya</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Next hand</source>
        <translation>Ronde berikutnya</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Deal the next hand (N)</source>
        <translation>Bagikan ronde berikutnya (N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play &amp;again</source>
        <translation>Main &amp;lagi</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play again</source>
        <translation>Main lagi</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The same players again, with your house rules</source>
        <translation>Pemain yang sama lagi, dengan aturan rumahmu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Arrange melds</source>
        <translation>Susun k&amp;ombinasi</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Arrange melds</source>
        <translation>Susun kombinasi</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Put your hand in its best melds (A)</source>
        <translation>Susun kartumu menjadi kombinasi terbaik (A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sort by &amp;rank</source>
        <translation>Urutkan menurut a&amp;ngka</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>By rank</source>
        <translation>Menurut angka</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sort your hand by rank (R)</source>
        <translation>Urutkan kartumu menurut angka (R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By suit</source>
        <translation>Menurut jenis</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sort your hand by suit (U)</source>
        <translation>Urutkan kartumu menurut jenis (U)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Sort by su&amp;it</source>
        <translation>Urutkan menurut &amp;jenis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the card on the left</source>
        <translation>Pilih kartu di sebelah kiri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the card on the right</source>
        <translation>Pilih kartu di sebelah kanan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move the chosen card left</source>
        <translation>Geser kartu pilihan ke kiri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move the chosen card right</source>
        <translation>Geser kartu pilihan ke kanan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Put the chosen card back</source>
        <translation>Batalkan pilihan kartu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Look through the &amp;discard pile</source>
        <translation>Lihat isi tumpukan &amp;buangan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Read the table aloud</source>
        <translation>Bacakan &amp;meja</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Your screen reader says everything on the table (I)</source>
        <translation>Pembaca layarmu menyebutkan semua yang ada di meja (I)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;peat the last announcement</source>
        <translation>&amp;Ulangi pengumuman terakhir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lar&amp;ger cards</source>
        <translation>Kartu lebih be&amp;sar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;maller cards</source>
        <translation>Kartu lebih &amp;kecil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Usual card size</source>
        <translation>Ukuran kartu &amp;normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Four-colour deck</source>
        <translation>Dek &amp;empat warna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Match &amp;log</source>
        <translation>&amp;Catatan pertandingan</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistik…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;How to play</source>
        <translation>&amp;Cara bermain</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Welcome…</source>
        <translation>&amp;Selamat datang…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keys and gestures</source>
        <translation>&amp;Tombol dan gerakan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Gin Desktop</source>
        <translation>Te&amp;ntang Gin Desktop</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About &amp;Qt</source>
        <translation>Tentang &amp;Qt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Instant</source>
        <translation>Instan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Cepat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slow</source>
        <translation>Lambat</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Game</source>
        <translation>&amp;Permainan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play</source>
        <translation>&amp;Main</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>&amp;Tampilan</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Animation &amp;speed</source>
        <translation>Kecepatan &amp;animasi</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>&amp;Help</source>
        <translation>&amp;Bantuan</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Knock with {0}</source>
        <translation>Knock, buang {0}</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Gin with {0}</source>
        <translation>Gin, buang {0}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Match result</source>
        <translation>Hasil pertandingan</translation>
    </message>
</context>
<context>
    <name>DealOfTheDay</name>
    <message>
        <location filename="../../gin_desktop/words/new_match_words.py" line="+93"/>
        <source>Deal of the day</source>
        <translation>Kartu hari ini</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deal of {0} is the same for every player of Gin Desktop: the same cards, in the same order. You can play it once today, against the computer.</source>
        <translation>Kartu hari {0} sama bagi setiap pemain Gin Desktop: kartu yang sama, dengan urutan yang sama. Kamu bisa memainkannya sekali hari ini, melawan komputer.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The computer plays at &amp;level:</source>
        <translation>&amp;Tingkat komputer:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Deal</source>
        <translation>&amp;Bagikan</translation>
    </message>
</context>
<context>
    <name>ExpertWayDialog</name>
    <message>
        <location filename="../../gin_desktop/words/review_words.py" line="+162"/>
        <source>The same cards, the expert&apos;s way</source>
        <translation>Kartu yang sama, cara sang ahli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The expert plays your cards from the same deal, against the same opponent: the luck of the cards is the same for both of you. It plays the hand as the first of a match, so the score of yours does not weigh in its choices.</source>
        <translation>Sang ahli memainkan kartumu dari pembagian yang sama, melawan lawan yang sama: keberuntungan kartunya sama bagi kalian berdua. Ia memainkan ronde ini sebagai ronde pertama sebuah pertandingan, jadi skor pertandinganmu tidak ikut menentukan pilihannya.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The expert is playing your cards…</source>
        <translation>Sang ahli sedang memainkan kartumu…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch &amp;your play</source>
        <translation>Tonton permainan&amp;mu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch the &amp;expert&apos;s play</source>
        <translation>Tonton permainan &amp;sang ahli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your play</source>
        <translation>Permainanmu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The expert&apos;s play</source>
        <translation>Permainan sang ahli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The expert</source>
        <translation>Sang ahli</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>With your cards the expert did {0} points better than you.</source>
        <translation>Dengan kartumu, sang ahli meraih {0} poin lebih baik daripada kamu.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You did {0} points better than the expert with these cards.</source>
        <translation>Dengan kartu ini, kamu meraih {0} poin lebih baik daripada sang ahli.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You did as well as the expert with these cards.</source>
        <translation>Dengan kartu ini, hasilmu sama baiknya dengan sang ahli.</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>The expert could not play this hand.</source>
        <translation>Sang ahli tidak dapat memainkan ronde ini.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../../gin_desktop/words/seat_words.py" line="+37"/>
        <source>You</source>
        <translation>Kamu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Computer</source>
        <translation>Komputer</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>beginner</source>
        <translation>pemula</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>casual</source>
        <translation>santai</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>strong</source>
        <translation>kuat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expert</source>
        <translation>ahli</translation>
    </message>
    <message>
        <location line="-68"/>
        <source>Player {0}</source>
        <translation>Pemain {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Computer {0}</source>
        <translation>Komputer {0}</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <location filename="../../gin_desktop/words/hint_words.py" line="+160"/>
        <source>A hint is for your turn: it is not yours now.</source>
        <translation>Petunjuk hanya untuk giliranmu: sekarang bukan giliranmu.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Thinking about your move…</source>
        <translation>Memikirkan langkahmu…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Hints at a shared screen</source>
        <translation>Petunjuk di layar bersama</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A hint is seen by everyone at this screen, and the match then counts as assisted. Does everyone playing here allow hints in this match?</source>
        <translation>Petunjuk terlihat oleh semua orang di layar ini, dan pertandingan lalu dihitung sebagai dibantu. Apakah semua pemain di sini mengizinkan petunjuk dalam pertandingan ini?</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>No hint this time: the coach could not finish. Try again.</source>
        <translation>Kali ini tidak ada petunjuk: pelatih tidak sempat selesai. Coba lagi.</translation>
    </message>
    <message>
        <location line="-126"/>
        <source>Hint: {0}</source>
        <translation>Petunjuk: {0}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Do not knock yet: discard {0} and play on for gin; knocking is {1} expected points behind.</source>
        <translation>Jangan knock dulu: buang {0} dan lanjutkan demi gin; knock tertinggal {1} poin harapan.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Take {0} from the pile: it completes {1} and leaves you {2} deadwood.</source>
        <translation>Ambil {0} dari tumpukan buangan: kartu itu melengkapi {1} dan kartu sisamu tinggal {2}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take {0} from the pile: after your best discard you keep {1} deadwood.</source>
        <translation>Ambil {0} dari tumpukan buangan: setelah buangan terbaikmu, kartu sisamu {1}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pass {0}: it does not help your hand enough.</source>
        <translation>Lewatkan {0}: kartu itu kurang membantu kartumu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Draw from the stock: {0} does not help you.</source>
        <translation>Ambil dari stok: {0} tidak membantumu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw from the stock.</source>
        <translation>Ambil dari stok.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Go gin, discarding {0}.</source>
        <translation>Nyatakan gin dengan membuang {0}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knock, discarding {0}: you keep {1} deadwood.</source>
        <translation>Lakukan knock dengan membuang {0}: kartu sisamu {1}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discard {0}: it leaves you {1} deadwood.</source>
        <translation>Buang {0}: kartu sisamu tinggal {1}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Go big gin: all eleven of your cards are melded.</source>
        <translation>Nyatakan big gin: kesebelas kartumu masuk kombinasi.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lay off {0}.</source>
        <translation>Tempelkan {0}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Press Done: none of your cards can be laid off.</source>
        <translation>Tekan Selesai: tidak ada kartumu yang bisa ditempelkan.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal the next hand.</source>
        <translation>Bagikan ronde berikutnya.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>It is the only move.</source>
        <translation>Hanya itu langkah yang bisa.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} is as good.</source>
        <translation>{0} sama baiknya.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Clearly the best: the next, {0}, is {1} expected points behind.</source>
        <translation>Jelas yang terbaik: langkah berikutnya, {0}, tertinggal {1} poin harapan.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close: {0} is only {1} expected points behind.</source>
        <translation>Tipis: {0} hanya tertinggal {1} poin harapan.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>The coach: {0} rather than {1}; {2} expected points given away, {3}.</source>
        <translation>Pelatih: {0}, bukan {1}; {2} poin harapan terbuang, {3}.</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>taking {0}</source>
        <translation>mengambil {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>passing {0}</source>
        <translation>melewatkan {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>drawing from the stock</source>
        <translation>mengambil dari stok</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>knocking with {0}</source>
        <translation>knock dengan membuang {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>discarding {0}</source>
        <translation>membuang {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>laying off {0}</source>
        <translation>menempelkan {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>going big gin</source>
        <translation>menyatakan big gin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>finishing</source>
        <translation>selesai</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The coach: {0} was the best move here.</source>
        <translation>Pelatih: {0} adalah langkah terbaik di sini.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>fine</source>
        <translation>baik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an inaccuracy</source>
        <translation>kurang tepat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a mistake</source>
        <translation>sebuah kesalahan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a blunder</source>
        <translation>sebuah blunder</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <location filename="../../gin_desktop/words/record_words.py" line="+33"/>
        <source>Hand history</source>
        <translation>Riwayat ronde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Recorded before hands were kept for replay.</source>
        <translation>Dicatat sebelum ronde disimpan untuk diputar ulang.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No hand finished yet: each one you play is kept here.</source>
        <translation>Belum ada ronde yang selesai: setiap ronde yang kamu mainkan disimpan di sini.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Replay…</source>
        <translation>&amp;Putar ulang…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;view…</source>
        <translation>&amp;Tinjau…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Deal it again</source>
        <translation>&amp;Bagikan lagi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A new match whose first hand is this one: the same cards in the same seats</source>
        <translation>Pertandingan baru yang ronde pertamanya ronde ini: kartu yang sama di kursi yang sama</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Veri&amp;fy</source>
        <translation>Peri&amp;ksa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Check the deal: its seed against the commitment shown at the deal</source>
        <translation>Periksa pembagian kartu: benihnya dibandingkan dengan komitmen yang ditunjukkan saat pembagian</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Played</source>
        <translation>Dimainkan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponent</source>
        <translation>Lawan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules</source>
        <translation>Aturan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>Hasil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winner</source>
        <translation>Pemenang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>Poin</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hot-seat</source>
        <translation>Hot-seat</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} ({1} against {2})</source>
        <translation>{0} ({1} melawan {2})</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This deal checks: its seed gives the commitment shown at the deal, and deals the very deck recorded.</source>
        <translation>Pembagian kartu ini terbukti: benihnya menghasilkan komitmen yang ditunjukkan saat pembagian, dan membagikan dek yang persis sama dengan yang tercatat.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This hand cannot be checked: it was dealt before deals were committed to, or from a seed chosen for the match, so no commitment was kept.</source>
        <translation>Ronde ini tidak dapat diperiksa: kartunya dibagikan sebelum ada komitmen pembagian, atau dari benih yang dipilih untuk pertandingan, jadi tidak ada komitmen yang disimpan.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This record does not check: its seed does not give the commitment shown at the deal, so the record was changed.</source>
        <translation>Catatan ini tidak cocok: benihnya tidak menghasilkan komitmen yang ditunjukkan saat pembagian, jadi catatannya telah diubah.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This record does not check: the deck recorded is not the one its seed deals, so the record was changed.</source>
        <translation>Catatan ini tidak cocok: dek yang tercatat bukan dek yang dibagikan oleh benihnya, jadi catatannya telah diubah.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The record of this hand is damaged, so it cannot be checked.</source>
        <translation>Catatan ronde ini rusak, jadi tidak dapat diperiksa.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Verify</source>
        <translation>Periksa</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Replay</source>
        <translation>Putar ulang</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This hand was recorded before hands were kept for replay.</source>
        <translation>Ronde ini dicatat sebelum ronde disimpan untuk diputar ulang.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The record of this hand is damaged, so it cannot be replayed.</source>
        <translation>Catatan ronde ini rusak, jadi tidak bisa diputar ulang.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Replay of hand {0}, {1}</source>
        <translation>Putar ulang ronde {0}, {1}</translation>
    </message>
</context>
<context>
    <name>HouseRulesDialog</name>
    <message>
        <location filename="../../gin_desktop/words/house_rule_words.py" line="+18"/>
        <source>House rules of this match</source>
        <translation>Aturan rumah pertandingan ini</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>House rules</source>
        <translation>Aturan rumah</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Preset:</source>
        <translation>Paket aturan:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Preset:</source>
        <translation>P&amp;aket aturan:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This match is played with these rules. Changes to the house rules apply from the next match.</source>
        <translation>Pertandingan ini dimainkan dengan aturan ini. Perubahan aturan rumah berlaku mulai pertandingan berikutnya.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Choose a preset or set each rule. New rules apply from the next match; a match being played keeps its own.</source>
        <translation>Pilih paket aturan atau atur setiap aturan. Aturan baru berlaku mulai pertandingan berikutnya; pertandingan yang sedang dimainkan tetap memakai aturannya sendiri.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Standard</source>
        <translation>Standar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Classic with game, box and shutout bonuses</source>
        <translation>Klasik dengan bonus permainan, kotak, dan shutout</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Oklahoma: the first upcard sets the knock limit</source>
        <translation>Oklahoma: kartu terbuka pertama menentukan batas knock</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Custom house rules</source>
        <translation>Aturan rumah sendiri</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Restore defaults</source>
        <translation>Kembalikan ba&amp;waan</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game</source>
        <translation>Permainan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knocking</source>
        <translation>Knock</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scoring a hand</source>
        <translation>Skor ronde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Playing a hand</source>
        <translation>Jalannya ronde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match</source>
        <translation>Pertandingan</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>From {0} to {1}</source>
        <translation>Dari {0} sampai {1}</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>Standard, {0} cards</source>
        <translation>Standar, {0} kartu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rumski, {0} cards: five colours and wilds</source>
        <translation>Rumski, {0} kartu: lima warna dan kartu wild card</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The loser of the hand</source>
        <translation>Yang kalah di ronde itu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each player in turn</source>
        <translation>Setiap pemain bergiliran</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The winner of the hand</source>
        <translation>Yang menang di ronde itu</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>⚠ {0} is not taken: {1} can be from {2} to {3}.</source>
        <translation>⚠ {0} tidak diterima: {1} boleh dari {2} sampai {3}.</translation>
    </message>
    <message>
        <location filename="../../gin_desktop/words/rule_words.py" line="+22"/>
        <source>Pla&amp;yers</source>
        <translation>&amp;Pemain</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>De&amp;ck</source>
        <translation>&amp;Dek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The cards the game is played with.</source>
        <translation>Kartu yang dipakai dalam permainan.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Knock limit</source>
        <translation>Batas kno&amp;ck</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Most deadwood you may knock with, after your discard ({0}–{1}).</source>
        <translation>Kartu sisa terbanyak yang masih boleh untuk knock, setelah kamu membuang kartu ({0}–{1}).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Oklahoma</source>
        <translation>&amp;Oklahoma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first upcard&apos;s value is the hand&apos;s knock limit; an ace means gin only.</source>
        <translation>Nilai kartu terbuka pertama menjadi batas knock ronde itu; As berarti hanya gin.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Spade upcard doubles</source>
        <translation>Kartu terbuka &amp;sekop menggandakan skor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In Oklahoma, a spade as the first upcard doubles the hand&apos;s score.</source>
        <translation>Dalam Oklahoma, sekop sebagai kartu terbuka pertama menggandakan skor ronde itu.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Gin bonus</source>
        <translation>Bonus &amp;gin</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Added to the opponent&apos;s deadwood when you go gin ({0}–{1}).</source>
        <translation>Ditambahkan ke kartu sisa lawan saat kamu mendapat gin ({0}–{1}).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Big gin</source>
        <translation>&amp;Big gin</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+120"/>
        <source>Eleven cards all melded after the draw end the hand, with no discard.</source>
        <translation>Sebelas kartu yang semuanya masuk kombinasi setelah mengambil kartu mengakhiri ronde, tanpa membuang kartu.</translation>
    </message>
    <message>
        <location line="-114"/>
        <source>Big gin bo&amp;nus</source>
        <translation>Bo&amp;nus big gin</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scored for big gin instead of the gin bonus ({0}–{1}).</source>
        <translation>Didapat untuk big gin, sebagai ganti bonus gin ({0}–{1}).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Undercut bonus</source>
        <translation>Bonus &amp;undercut</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>For the defender who ends with less deadwood than the knocker ({0}–{1}).</source>
        <translation>Untuk lawan yang berakhir dengan kartu sisa lebih sedikit daripada pemain yang melakukan knock ({0}–{1}).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Ties are undercuts</source>
        <translation>Ser&amp;i dihitung undercut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Equal deadwood counts as an undercut: the defender wins the hand.</source>
        <translation>Kartu sisa yang sama dihitung sebagai undercut: lawan yang memenangkan ronde.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Offer the &amp;first upcard</source>
        <translation>Tawarkan kartu &amp;terbuka pertama</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The non-dealer, then the dealer, may take the first upcard or pass it.</source>
        <translation>Pemain yang bukan dealer, lalu dealer, boleh mengambil kartu terbuka pertama atau melewatkannya.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Keep a t&amp;aken card</source>
        <translation>Simpan kartu &amp;yang diambil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A card taken from the discard pile may not be discarded in the same turn.</source>
        <translation>Kartu yang diambil dari tumpukan buangan tidak boleh dibuang pada giliran yang sama.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Next &amp;dealer</source>
        <translation>Dea&amp;ler berikutnya</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who deals the next hand; after a drawn hand the same dealer deals again.</source>
        <translation>Siapa yang membagikan kartu di ronde berikutnya; setelah ronde seri, dealer yang sama membagikan lagi.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Points to &amp;win</source>
        <translation>Poin untuk &amp;menang</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The match ends when a player&apos;s total reaches this score ({0}–{1}).</source>
        <translation>Pertandingan berakhir saat total seorang pemain mencapai skor ini ({0}–{1}).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;End-of-match bonuses</source>
        <translation>Bonus akhi&amp;r pertandingan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add the game, box and shutout bonuses below when the match ends.</source>
        <translation>Tambahkan bonus permainan, kotak, dan shutout di bawah saat pertandingan berakhir.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Ga&amp;me bonus</source>
        <translation>Bonus p&amp;ermainan</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>For the player who reached the target ({0}–{1}).</source>
        <translation>Untuk pemain yang mencapai target ({0}–{1}).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Bo&amp;x bonus</source>
        <translation>Bonus kota&amp;k</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>For every hand a player won ({0}–{1}).</source>
        <translation>Untuk setiap ronde yang dimenangkan seorang pemain ({0}–{1}).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>S&amp;hutout bonus</source>
        <translation>Bonus s&amp;hutout</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>For the winner, if the loser won no hand at all ({0}–{1}).</source>
        <translation>Untuk pemenang, jika yang kalah tidak memenangkan satu ronde pun ({0}–{1}).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Lay-offs after a knock</source>
        <translation>Tempe&amp;lan setelah knock</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After a knock (not after Going Ginski), the others lay off cards on the knocker&apos;s melds.</source>
        <translation>Setelah knock (bukan setelah Ginski), pemain lain menempelkan kartu ke kombinasi pemain yang melakukan knock.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Opponents change e&amp;very hand</source>
        <translation>&amp;Lawan berganti setiap ronde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each player meets the other team&apos;s other player in the next hand.</source>
        <translation>Setiap pemain menghadapi pemain lain dari tim lawan pada ronde berikutnya.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Going Ginski bonus</source>
        <translation>Bonus &amp;Ginski</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Added to the others&apos; deadwood when you go Ginski ({0}–{1}).</source>
        <translation>Ditambahkan ke kartu sisa pemain lain saat kamu mendapat Ginski ({0}–{1}).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Big Ginski</source>
        <translation>&amp;Big Ginski</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Big Ginski bo&amp;nus</source>
        <translation>Bo&amp;nus Big Ginski</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scored for Big Ginski instead of the Going Ginski bonus ({0}–{1}).</source>
        <translation>Didapat untuk Big Ginski, sebagai ganti bonus Ginski ({0}–{1}).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>For the player with less deadwood than the knocker ({0}–{1}).</source>
        <translation>Untuk pemain yang kartu sisanya lebih sedikit daripada pemain yang melakukan knock ({0}–{1}).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The match ends when a team&apos;s total reaches this score ({0}–{1}).</source>
        <translation>Pertandingan berakhir saat total sebuah tim mencapai skor ini ({0}–{1}).</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Gin for two.</source>
        <translation>Gin untuk dua pemain.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two to four, as chosen for the match.</source>
        <translation>Dua sampai empat, sesuai pilihan untuk pertandingan.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three: each hand the dealer sits out.</source>
        <translation>Tiga: setiap ronde dealer tidak ikut bermain.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four, in two teams of two.</source>
        <translation>Empat, dalam dua tim berisi dua pemain.</translation>
    </message>
    <message>
        <location filename="../../gin_desktop/words/house_rule_words.py" line="-12"/>
        <source>⚠ The big gin bonus ({0}) must be at least the gin bonus ({1}).</source>
        <translation>⚠ Bonus big gin ({0}) harus paling sedikit sama dengan bonus gin ({1}).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>⚠ {0} can be from {1} to {2}.</source>
        <translation>⚠ {0} boleh dari {1} sampai {2}.</translation>
    </message>
</context>
<context>
    <name>HowToPlay</name>
    <message>
        <location filename="../../gin_desktop/words/how_to_play.py" line="+27"/>
        <source>How to play: {name}</source>
        <translation>Cara bermain: {name}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The aim</source>
        <translation>Tujuan</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Gin Rummy is a card game for two. Each player holds ten cards and tries to arrange them into melds, leaving as few points of deadwood as possible, then to end the hand by knocking before the other player does.</source>
        <translation>Gin Rummy adalah permainan kartu untuk dua orang. Setiap pemain memegang sepuluh kartu dan berusaha menyusunnya menjadi kombinasi, dengan nilai kartu sisa serendah mungkin, lalu mengakhiri ronde dengan knock sebelum lawan melakukannya.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A meld is a set of three or four cards of one rank (9♥ 9♦ 9♣), or a run of three or more cards of one suit in order (4♠ 5♠ 6♠). The ace is low: A-2-3 is a run, Q-K-A is not. A card counts in one meld only.</source>
        <translation>Kombinasi adalah set, yaitu tiga atau empat kartu berangka sama (9♥ 9♦ 9♣), atau urutan, yaitu tiga kartu atau lebih berjenis sama yang angkanya berurutan (4♠ 5♠ 6♠). As bernilai rendah: A-2-3 adalah urutan, Q-K-A bukan. Satu kartu hanya boleh masuk satu kombinasi.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Deadwood is every card in no meld. An ace counts 1, a number card its number, a jack, queen or king 10. The game always finds the arrangement of your hand with the least deadwood.</source>
        <translation>Kartu sisa adalah setiap kartu yang tidak masuk kombinasi. As bernilai 1, kartu angka sesuai angkanya, Jack, Queen, dan King 10. Game ini selalu mencari susunan kartumu dengan kartu sisa paling sedikit.</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>A turn</source>
        <translation>Satu giliran</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knocking</source>
        <translation>Knock</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The showdown and the score</source>
        <translation>Membuka kartu dan skor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match</source>
        <translation>Pertandingan</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Words of the game</source>
        <translation>Istilah permainan</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The dealer deals ten cards to each player and turns the next card face up: the upcard, the first card of the discard pile. The rest is the stock.</source>
        <translation>Dealer membagikan sepuluh kartu kepada setiap pemain dan membuka kartu berikutnya: kartu terbuka, kartu pertama tumpukan buangan. Sisanya adalah stok.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The player who did not deal may take the upcard or pass; then the dealer may. If both pass, the first player draws from the stock.</source>
        <translation>Pemain yang tidak membagikan kartu boleh mengambil kartu terbuka atau melewatkannya; lalu giliran dealer. Kalau keduanya melewatkannya, pemain pertama mengambil dari stok.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>On your turn, draw one card, from the stock or the top of the discard pile, then discard one card face up. Drag the cards, or double-click the stock, the pile or a card of your hand; the keys are in Help › Keys and gestures.</source>
        <translation>Pada giliranmu, ambil satu kartu dari stok atau dari atas tumpukan buangan, lalu buang satu kartu secara terbuka. Seret kartunya, atau klik dua kali stok, tumpukan buangan, atau kartu di tanganmu; tombolnya ada di Bantuan › Tombol dan gerakan.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A card taken from the discard pile may not be thrown back in the same turn.</source>
        <translation>Kartu yang diambil dari tumpukan buangan tidak boleh dibuang lagi pada giliran yang sama.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>If only two cards are left in the stock and nobody has knocked, the hand is a draw: nobody scores, and the same dealer deals again.</source>
        <translation>Kalau stok tinggal dua kartu dan belum ada yang melakukan knock, ronde berakhir seri: tidak ada yang mendapat poin, dan dealer yang sama membagikan lagi.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The first upcard of each hand sets its knock limit: its value (an ace: gin only, a face card 10). The limit is shown on the table.</source>
        <translation>Kartu terbuka pertama setiap ronde menentukan batas knock ronde itu: nilainya (As: hanya gin, kartu gambar 10). Batasnya ditampilkan di meja.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>If the first upcard is a spade, the hand counts double.</source>
        <translation>Kalau kartu terbuka pertama adalah sekop, skor ronde itu dihitung ganda.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>In this match you may only end a hand with gin.</source>
        <translation>Dalam pertandingan ini, ronde hanya boleh diakhiri dengan gin.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After drawing, if your deadwood, without the card you discard, is {limit} or less, you may knock: drop that card on the knock area (or press K). Knocking is never compulsory.</source>
        <translation>Setelah mengambil kartu, kalau kartu sisamu, tanpa kartu yang kamu buang, bernilai {limit} atau kurang, kamu boleh melakukan knock: letakkan kartu itu di area knock (atau tekan K). Knock tidak pernah wajib.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Gin: all ten cards melded, no deadwood. It earns a bonus of {bonus}.</source>
        <translation>Gin: kesepuluh kartu masuk kombinasi, tanpa kartu sisa. Gin mendapat bonus {bonus}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Big gin: all eleven cards melded after you draw; you discard nothing. It earns a bonus of {bonus}.</source>
        <translation>Big gin: kesebelas kartu masuk kombinasi setelah kamu mengambil kartu; kamu tidak membuang apa pun. Big gin mendapat bonus {bonus}.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>a tie counts as an undercut too</source>
        <translation>seri juga dihitung undercut</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a tie goes to the knocker</source>
        <translation>seri dimenangkan pemain yang melakukan knock</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The knocker lays down their melds. The other player lays down theirs and may lay off deadwood onto the knocker&apos;s melds: a fourth card of a set, or cards at either end of a run. There is no laying off after gin.</source>
        <translation>Pemain yang melakukan knock membuka kombinasinya. Lawannya membuka kombinasinya sendiri dan boleh menempelkan kartu sisanya ke kombinasi pemain yang melakukan knock: kartu keempat sebuah set, atau kartu di salah satu ujung urutan. Setelah gin, tidak ada menempelkan kartu.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>If the knocker has less deadwood, they score the difference.</source>
        <translation>Kalau kartu sisa pemain yang melakukan knock lebih sedikit, dia mendapat selisihnya.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undercut: if the other player has as little deadwood as the knocker or less ({ties}), the other player scores the difference plus a bonus of {bonus}.</source>
        <translation>Undercut: kalau kartu sisa lawan sama atau lebih sedikit daripada pemain yang melakukan knock ({ties}), lawan mendapat selisihnya ditambah bonus {bonus}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Gin scores the other player&apos;s deadwood plus the gin bonus, and cannot be undercut.</source>
        <translation>Gin mendapat kartu sisa lawan ditambah bonus gin, dan tidak bisa kena undercut.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Hands are played until a player reaches {target} points.</source>
        <translation>Ronde demi ronde dimainkan sampai seorang pemain mencapai {target} poin.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Then the player who reached it gets a game bonus of {game}, each player gets {box} for every hand they won, and if the loser won no hand at all the winner gets a shutout bonus of {shutout}. The higher total wins.</source>
        <translation>Lalu pemain yang mencapainya mendapat bonus permainan {game}, setiap pemain mendapat {box} untuk setiap ronde yang dimenangkannya, dan kalau yang kalah tidak memenangkan satu ronde pun, pemenang mendapat bonus shutout {shutout}. Total yang lebih tinggi menang.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>upcard</source>
        <translation>kartu terbuka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the card turned face up after the deal, the first of the discard pile</source>
        <translation>kartu yang dibuka setelah pembagian, kartu pertama tumpukan buangan</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>stock</source>
        <translation>stok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the face-down cards left after the deal, drawn from one by one</source>
        <translation>kartu tertutup yang tersisa setelah pembagian, diambil satu per satu</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>discard pile</source>
        <translation>tumpukan buangan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the face-up cards thrown away; its top card may be taken</source>
        <translation>kartu terbuka yang sudah dibuang; kartu teratasnya boleh diambil</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>meld</source>
        <translation>kombinasi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a set (3 or 4 of a rank) or a run (3 or more of a suit in order)</source>
        <translation>set (3 atau 4 kartu berangka sama) atau urutan (3 kartu atau lebih berjenis sama, berurutan)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>deadwood</source>
        <translation>kartu sisa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the cards in no meld, and the sum of their points</source>
        <translation>kartu yang tidak masuk kombinasi, dan jumlah nilai poinnya</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>knock</source>
        <translation>knock</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>end the hand with little enough deadwood, discarding face down</source>
        <translation>mengakhiri ronde dengan kartu sisa yang cukup rendah, sambil membuang satu kartu tertutup</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>gin</source>
        <translation>gin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>knock with no deadwood at all</source>
        <translation>knock tanpa kartu sisa sama sekali</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>big gin</source>
        <translation>big gin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>all eleven cards melded after drawing, with no discard</source>
        <translation>kesebelas kartu masuk kombinasi setelah mengambil kartu, tanpa membuang</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>lay off</source>
        <translation>menempelkan kartu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>add your deadwood cards to the knocker&apos;s melds at the showdown</source>
        <translation>menambahkan kartu sisamu ke kombinasi pemain yang melakukan knock saat kartu dibuka</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>undercut</source>
        <translation>undercut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the knocker has as much deadwood as the other player, or more</source>
        <translation>kartu sisa pemain yang melakukan knock sama dengan kartu sisa lawannya, atau lebih banyak</translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <location line="+7"/>
        <source>How to play</source>
        <translation>Cara bermain</translation>
    </message>
</context>
<context>
    <name>Keys</name>
    <message>
        <location filename="../../gin_desktop/words/help_words.py" line="+86"/>
        <source>Drag cards with the mouse: from the stock or the discard pile to your hand to draw, from your hand to the discard pile to discard, to the knock area to knock, onto the knocker&apos;s melds to lay off, within your hand to reorder.

Double-click the stock or the pile to draw, a card of your hand to discard it (or lay it off); a single click on the pile fans it out to look through it.</source>
        <translation>Seret kartu dengan mouse: dari stok atau tumpukan buangan ke tanganmu untuk mengambil, dari tanganmu ke tumpukan buangan untuk membuang, ke area knock untuk knock, ke kombinasi pemain yang melakukan knock untuk menempelkan kartu, dan di dalam tanganmu untuk mengubah urutan.

Klik dua kali stok atau tumpukan buangan untuk mengambil, kartu di tanganmu untuk membuangnya (atau menempelkannya); sekali klik pada tumpukan buangan membentangkannya agar isinya terlihat.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Key</source>
        <translation>Tombol</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Command</source>
        <translation>Perintah</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On the table</source>
        <translation>Di meja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Anywhere in the window</source>
        <translation>Di mana saja di jendela</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tab moves through the buttons under the table. Hot-seat: between turns the cards are hidden; pass the computer on, then click the screen or press Space to show your cards.</source>
        <translation>Tab berpindah antartombol di bawah meja. Hot-seat: di antara giliran, kartu disembunyikan; serahkan komputer ke pemain berikutnya, lalu klik layar atau tekan Spasi untuk menampilkan kartumu.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../gin_desktop/words/window_words.py" line="+20"/>
        <source>Gin Desktop</source>
        <translation>Gin Desktop</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Deal of the day, {0} — {1}</source>
        <translation>Kartu hari {0} — {1}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} (and {1} more: see the tooltip)</source>
        <translation>{0} (dan {1} lagi: lihat tooltip)</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>Every hand of the match is on the score sheet: View ▸ Score sheet.</source>
        <translation>Setiap ronde pertandingan ada di lembar skor: Tampilan ▸ Lembar skor.</translation>
    </message>
    <message>
        <location line="-78"/>
        <source>{0} is thinking…</source>
        <translation>{0} sedang berpikir…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The computer player made an error; it played a legal move instead.</source>
        <translation>Pemain komputer membuat kesalahan; sebagai gantinya ia memainkan langkah yang sah.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The computer&apos;s thinking stopped; it thinks its move again. Nothing is lost.</source>
        <translation>Proses berpikir komputer terhenti; komputer memikirkan langkahnya lagi. Tidak ada yang hilang.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>A hand of partnership gin cannot be dealt again alone.</source>
        <translation>Satu ronde gin berpasangan tidak dapat dibagikan lagi sendirian.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You have played the deal of {0} already: a new one comes tomorrow.</source>
        <translation>Kamu sudah memainkan kartu hari {0}: yang baru datang besok.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The deal of the day of {0}: good luck!</source>
        <translation>Kartu hari {0}: semoga beruntung!</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>House rules saved. They apply from the next match; this one keeps its own (Game ▸ Rules of this match).</source>
        <translation>Aturan rumah disimpan. Aturan ini berlaku mulai pertandingan berikutnya; pertandingan ini tetap memakai aturannya sendiri (Permainan ▸ Aturan pertandingan ini).</translation>
    </message>
    <message>
        <location filename="../../gin_desktop/words/help_words.py" line="-14"/>
        <source>Keys and gestures</source>
        <translation>Tombol dan gerakan</translation>
    </message>
    <message>
        <location filename="../../gin_desktop/words/window_words.py" line="-36"/>
        <source>Go gin?</source>
        <translation>Gin sekarang?</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Go &amp;gin</source>
        <translation>&amp;Gin sekarang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go gin, discarding {0} face down?</source>
        <translation>Gin sekarang, dengan membuang {0} tertutup?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Knock?</source>
        <translation>Knock sekarang?</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Knock</source>
        <translation>&amp;Knock</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knock with {0} deadwood, discarding {1} face down?</source>
        <translation>Knock dengan kartu sisa {0}, membuang {1} tertutup?</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This ends the hand. (Game ▸ Preferences: “Ask before knocking”.)</source>
        <translation>Ini mengakhiri ronde. (Permainan ▸ Preferensi: “Tanya sebelum knock”.)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Keep playing</source>
        <translation>&amp;Lanjut bermain</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>No statistics are kept in this window.</source>
        <translation>Statistik tidak disimpan di jendela ini.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>About Gin Desktop</source>
        <translation>Tentang Gin Desktop</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gin Desktop {0}

Gin Rummy against the computer, or hot-seat with family and friends at the same screen, by your own house rules.

Free software under the MIT licence.</source>
        <translation>Gin Desktop {0}

Gin Rummy melawan komputer, atau hot-seat bersama keluarga dan teman di layar yang sama, dengan aturan rumahmu sendiri.

Perangkat lunak bebas dengan lisensi MIT.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>About Qt</source>
        <translation>Tentang Qt</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>There is a hand to review once one has ended.</source>
        <translation>Ronde bisa ditinjau setelah ronde itu selesai.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Once a hand you played against the computer has ended, the expert can play your cards.</source>
        <translation>Setelah ronde yang kamu mainkan melawan komputer selesai, sang ahli dapat memainkan kartumu.</translation>
    </message>
    <message>
        <location filename="../../gin_desktop/words/wording.py" line="+203"/>
        <source>Your cards cannot go to the opponent&apos;s hand: drop a card on the discard pile to discard it.</source>
        <translation>Kartumu tidak bisa masuk ke tangan lawan: letakkan kartu di tumpukan buangan untuk membuangnya.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards go back on the discard pile, not on the stock.</source>
        <translation>Kartu kembali ke tumpukan buangan, bukan ke stok.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drag the card to your hand to draw it.</source>
        <translation>Seret kartu ke tanganmu untuk mengambilnya.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a card first with the arrow keys.</source>
        <translation>Pilih kartu dulu dengan tombol panah.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Your discard of {0} is taken back: it is in your hand again.</source>
        <translation>Buanganmu {0} diurungkan: kartu itu kembali di tanganmu.</translation>
    </message>
</context>
<context>
    <name>MatchKeeper</name>
    <message>
        <location filename="../../gin_desktop/words/keeping_words.py" line="+15"/>
        <source>The match in progress could not be read ({0}); it is kept aside as {1}.</source>
        <translation>Pertandingan yang sedang berjalan tidak bisa dibaca ({0}); berkasnya disimpan terpisah sebagai {1}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The match in progress could not be read: {0}</source>
        <translation>Pertandingan yang sedang berjalan tidak bisa dibaca: {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your match goes on where you left it: hand {0}, {1}.</source>
        <translation>Pertandinganmu berlanjut dari tempat kamu berhenti: ronde {0}, {1}.</translation>
    </message>
    <message>
        <location filename="../../gin_desktop/words/statistics_words.py" line="+61"/>
        <source>The statistics are written again: no hand was lost.</source>
        <translation>Statistik bisa ditulis lagi: tidak ada ronde yang hilang.</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>Another program is using the statistics: the hand is written as soon as it lets go.</source>
        <translation>Program lain sedang memakai statistik: ronde ini ditulis begitu program itu melepasnya.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the disk is full</source>
        <translation>disk penuh</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the game&apos;s data folder cannot be written</source>
        <translation>folder data permainan tidak bisa ditulisi</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the disk reported an error</source>
        <translation>disk melaporkan kesalahan</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the statistics file is damaged</source>
        <translation>berkas statistik rusak</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>The statistics cannot be written now ({0}): your hands wait and are written as soon as they can be.</source>
        <translation>Statistik belum bisa ditulis ({0}): ronde-rondemu menunggu dan ditulis begitu bisa.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The statistics file was damaged: it is kept as {0}, and a new record begins.</source>
        <translation>Berkas statistik rusak: berkas itu disimpan sebagai {0}, dan catatan baru dimulai.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The statistics were written by a newer Gin Desktop: they are left as they are, and this version keeps none.</source>
        <translation>Statistik ditulis oleh Gin Desktop yang lebih baru: statistik itu dibiarkan apa adanya, dan versi ini tidak menyimpan statistik.</translation>
    </message>
    <message>
        <location filename="../../gin_desktop/words/keeping_words.py" line="+6"/>
        <source>The match cannot be kept for next time: {0}</source>
        <translation>Pertandingan tidak bisa disimpan untuk lain kali: {0}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Save match as</source>
        <translation>Simpan pertandingan sebagai</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The match could not be saved to {0}: {1}</source>
        <translation>Pertandingan tidak bisa disimpan ke {0}: {1}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Match saved to {0}.</source>
        <translation>Pertandingan disimpan ke {0}.</translation>
    </message>
    <message>
        <location line="-17"/>
        <source>Open match</source>
        <translation>Buka pertandingan</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>{0} cannot be opened: {1}. The file is left as it is.</source>
        <translation>{0} tidak bisa dibuka: {1}. Berkasnya dibiarkan apa adanya.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{0} cannot be opened: {1}. The file is left as it is; a copy is kept as {2}.</source>
        <translation>{0} tidak bisa dibuka: {1}. Berkasnya dibiarkan apa adanya; salinannya disimpan sebagai {2}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0} cannot be opened: {1}</source>
        <translation>{0} tidak bisa dibuka: {1}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Opened {0}: hand {1}, {2}.</source>
        <translation>{0} dibuka: ronde {1}, {2}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Leave this match?</source>
        <translation>Tinggalkan pertandingan ini?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The match in progress (hand {0}, {1}) is not saved.</source>
        <translation>Pertandingan yang sedang berjalan (ronde {0}, {1}) belum disimpan.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Save as…</source>
        <translation>&amp;Simpan sebagai…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Give it up</source>
        <translation>&amp;Tinggalkan</translation>
    </message>
    <message>
        <location line="-57"/>
        <source>Gin Desktop matches (*{0})</source>
        <translation>Pertandingan Gin Desktop (*{0})</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Gin Desktop</source>
        <translation>Gin Desktop</translation>
    </message>
</context>
<context>
    <name>MatchLog</name>
    <message>
        <location filename="../../gin_desktop/words/log_words.py" line="+82"/>
        <source>Gin Desktop match log: {0}</source>
        <translation>Catatan pertandingan Gin Desktop: {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gin Desktop match log: {0} (as seen by {1})</source>
        <translation>Catatan pertandingan Gin Desktop: {0} (seperti dilihat {1})</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hand {0}</source>
        <translation>Ronde {0}</translation>
    </message>
    <message>
        <location line="-46"/>
        <source>Hand</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Time</source>
        <translation>Waktu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who</source>
        <translation>Siapa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What</source>
        <translation>Apa</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>As &amp;text…</source>
        <translation>Sebagai &amp;teks…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As &amp;CSV…</source>
        <translation>Sebagai &amp;CSV…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>As &amp;JSON…</source>
        <translation>Sebagai &amp;JSON…</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Match log</source>
        <translation>Catatan pertandingan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;This hand only</source>
        <translation>&amp;Hanya ronde ini</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Export</source>
        <translation>&amp;Ekspor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save the whole log of the match to a file</source>
        <translation>Simpan seluruh catatan pertandingan ke sebuah berkas</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Text files (*.txt)</source>
        <translation>Berkas teks (*.txt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CSV files (*.csv)</source>
        <translation>Berkas CSV (*.csv)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>JSON files (*.json)</source>
        <translation>Berkas JSON (*.json)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>match-log</source>
        <translation>catatan-pertandingan</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Export the match log</source>
        <translation>Ekspor catatan pertandingan</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Could not save {0}: {1}</source>
        <translation>Tidak bisa menyimpan {0}: {1}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Match log saved to {0}</source>
        <translation>Catatan pertandingan disimpan ke {0}</translation>
    </message>
    <message>
        <location filename="../../gin_desktop/words/rich_text.py" line="+26"/>
        <source>{0} and {1}</source>
        <translation>{0} dan {1}</translation>
    </message>
    <message>
        <location filename="../../gin_desktop/words/match_log_words.py" line="+21"/>
        <source>passed the upcard</source>
        <translation>melewatkan kartu terbuka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>drew {cards} from the stock</source>
        <translation>mengambil {cards} dari stok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>took {cards} from the discard pile</source>
        <translation>mengambil {cards} dari tumpukan buangan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>discarded {cards}</source>
        <translation>membuang {cards}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>knocked with {deadwood} deadwood</source>
        <translation>melakukan knock dengan kartu sisa {deadwood}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>went gin</source>
        <translation>mendapat gin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>went big gin</source>
        <translation>mendapat big gin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>laid off {cards}</source>
        <translation>menempelkan {cards}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Two cards are left in the stock: the hand is a draw and nobody scores.</source>
        <translation>Stok tinggal dua kartu: ronde berakhir seri dan tidak ada yang mendapat poin.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>drew a card from the stock</source>
        <translation>mengambil satu kartu dari stok</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>knocked with {deadwood} deadwood, discarding {cards} face down</source>
        <translation>melakukan knock dengan kartu sisa {deadwood}, membuang {cards} tertutup</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>went gin, discarding {cards} face down</source>
        <translation>mendapat gin, membuang {cards} tertutup</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>showed {melds}; deadwood {dead} ({deadwood})</source>
        <translation>membuka {melds}; kartu sisa {dead} ({deadwood})</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>showed {melds}; deadwood none (0)</source>
        <translation>membuka {melds}; tanpa kartu sisa (0)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>showed no melds; deadwood {dead} ({deadwood})</source>
        <translation>tidak membuka kombinasi; kartu sisa {dead} ({deadwood})</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The upcard is {cards}.</source>
        <translation>Kartu terbuka: {cards}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The upcard is {cards}. Knock with {limit} or less this hand.</source>
        <translation>Kartu terbuka: {cards}. Knock dengan {limit} atau kurang di ronde ini.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The upcard is {cards}. Gin only this hand.</source>
        <translation>Kartu terbuka: {cards}. Hanya gin di ronde ini.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The upcard is {cards}. Knock with {limit} or less this hand. A spade: scores are doubled.</source>
        <translation>Kartu terbuka: {cards}. Knock dengan {limit} atau kurang di ronde ini. Sekop: skor dihitung ganda.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The upcard is {cards}. Gin only this hand. A spade: scores are doubled.</source>
        <translation>Kartu terbuka: {cards}. Hanya gin di ronde ini. Sekop: skor dihitung ganda.</translation>
    </message>
    <message numerus="yes">
        <location line="+38"/>
        <source>dealt %n card(s) each</source>
        <translation>
            <numerusform>membagikan %n kartu kepada setiap pemain</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{dealt}; the deck is committed: {commitment}</source>
        <translation>{dealt}; susunan dek dikunci dengan komitmen: {commitment}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The deck&apos;s seed: {seed} (its SHA-256 is the commitment made at the deal)</source>
        <translation>Benih dek: {seed} (SHA-256-nya adalah komitmen yang dibuat saat pembagian kartu)</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <source>won the hand with an undercut: %n point(s). Score: {scores}.</source>
        <translation>
            <numerusform>memenangkan ronde dengan undercut: %n poin. Skor: {scores}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>won the hand with an undercut: %n point(s).</source>
        <translation>
            <numerusform>memenangkan ronde dengan undercut: %n poin.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>won the hand with gin: %n point(s). Score: {scores}.</source>
        <translation>
            <numerusform>memenangkan ronde dengan gin: %n poin. Skor: {scores}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>won the hand with gin: %n point(s).</source>
        <translation>
            <numerusform>memenangkan ronde dengan gin: %n poin.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>won the hand with big gin: %n point(s). Score: {scores}.</source>
        <translation>
            <numerusform>memenangkan ronde dengan big gin: %n poin. Skor: {scores}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>won the hand with big gin: %n point(s).</source>
        <translation>
            <numerusform>memenangkan ronde dengan big gin: %n poin.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>won the hand by knocking: %n point(s). Score: {scores}.</source>
        <translation>
            <numerusform>memenangkan ronde dengan knock: %n poin. Skor: {scores}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>won the hand by knocking: %n point(s).</source>
        <translation>
            <numerusform>memenangkan ronde dengan knock: %n poin.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>got the box bonuses: %n point(s).</source>
        <translation>
            <numerusform>mendapat bonus kotak: %n poin.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>got the shutout bonus: %n point(s).</source>
        <translation>
            <numerusform>mendapat bonus shutout: %n poin.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>got the game bonus: %n point(s).</source>
        <translation>
            <numerusform>mendapat bonus permainan: %n poin.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+34"/>
        <source>{0} cut {1}</source>
        <translation>{0} memotong {1}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0}: a tie, cut again.</source>
        <translation>{0}: seri, potong lagi.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0}, so {1} dealt first.</source>
        <translation>{0}, jadi {1} membagikan kartu lebih dulu.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>won the match.</source>
        <translation>memenangkan pertandingan.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>won the match, {mine} to {theirs}.</source>
        <translation>memenangkan pertandingan, {mine} lawan {theirs}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>won the match with {mine}.</source>
        <translation>memenangkan pertandingan dengan {mine}.</translation>
    </message>
</context>
<context>
    <name>NewMatchDialog</name>
    <message>
        <location filename="../../gin_desktop/words/new_match_words.py" line="-64"/>
        <source>New match</source>
        <translation>Pertandingan baru</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Against the &amp;computer</source>
        <translation>Melawan &amp;komputer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>House &amp;rules…</source>
        <translation>&amp;Aturan rumah…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal</source>
        <translation>Bagikan</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Rules:</source>
        <translation>Aturan:</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Play a new match:</source>
        <translation>Mainkan pertandingan baru:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Hot-seat: everyone at this screen</source>
        <translation>&amp;Hot-seat: semua pemain di layar ini</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>&amp;Game:</source>
        <translation>&amp;Permainan:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Players:</source>
        <translation>Jumlah p&amp;emain:</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Ginski for {0}</source>
        <translation>Ginski {0} pemain</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} (your house rules)</source>
        <translation>{0} (aturan rumahmu)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the upcard sets the knock limit</source>
        <translation>kartu terbuka menentukan batas knock</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>gin only</source>
        <translation>hanya gin</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>knock with {0} or less</source>
        <translation>knock dengan {0} atau kurang</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>gin {0}</source>
        <translation>gin {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>undercut {0}</source>
        <translation>undercut {0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>game to {0}</source>
        <translation>target {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>with end-of-match bonuses</source>
        <translation>dengan bonus akhir pertandingan</translation>
    </message>
    <message>
        <location filename="../../gin_desktop/words/wording.py" line="-29"/>
        <source>Standard</source>
        <translation>Standar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Classic with bonuses</source>
        <translation>Klasik dengan bonus</translation>
    </message>
    <message>
        <location filename="../../gin_desktop/words/seat_words.py" line="-25"/>
        <source>Gin</source>
        <translation>Gin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gin with bonuses</source>
        <translation>Gin dengan bonus</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../../gin_desktop/words/wording.py" line="+1"/>
        <source>Oklahoma</source>
        <translation>Oklahoma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ginski</source>
        <translation>Ginski</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Three-handed gin</source>
        <translation>Gin bertiga</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Partnership gin</source>
        <translation>Gin berpasangan</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Seat &amp;{0}:</source>
        <translation>Kursi &amp;{0}:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A person at this screen</source>
        <translation>Orang di layar ini</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Computer, beginner: makes mistakes</source>
        <translation>Komputer, pemula: sering salah</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer, casual: plays its own hand well</source>
        <translation>Komputer, santai: memainkan kartunya sendiri dengan baik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer, strong: also watches discards</source>
        <translation>Komputer, kuat: juga memperhatikan buangan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer, expert: weighs every knock</source>
        <translation>Komputer, ahli: menimbang setiap knock</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Each hand the dealer sits out and deals to the other two.</source>
        <translation>Setiap ronde dealer tidak ikut bermain dan membagikan kartu kepada dua pemain lainnya.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seats 1 and 3 play together against seats 2 and 4.</source>
        <translation>Kursi 1 dan 3 bermain bersama melawan kursi 2 dan 4.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Played with the Rumski deck: five colours and wild cards.</source>
        <translation>Dimainkan dengan dek Rumski: lima warna dan lima kartu wild card.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>⚠ Every player needs a different name.</source>
        <translation>⚠ Setiap pemain perlu nama yang berbeda.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>⚠ At least one seat is a person at this screen.</source>
        <translation>⚠ Setidaknya satu kursi diisi orang di layar ini.</translation>
    </message>
    <message>
        <location filename="../../gin_desktop/words/wording.py" line="+4"/>
        <source>Your house rules</source>
        <translation>Aturan rumahmu</translation>
    </message>
</context>
<context>
    <name>OneGame</name>
    <message>
        <location filename="../../gin_desktop/words/start_words.py" line="+18"/>
        <source>Another copy of Gin Desktop is running but not answering: close it (or end it in the system&apos;s task manager), then start the game again.</source>
        <translation>Salinan lain Gin Desktop sedang berjalan tetapi tidak menanggapi: tutup salinan itu (atau hentikan lewat pengelola tugas sistem), lalu jalankan permainan lagi.</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Gin Desktop is already open, perhaps in another window or on another desktop. This copy closes, so that your match is never written by two at once.</source>
        <translation>Gin Desktop sudah terbuka, mungkin di jendela lain atau di desktop lain. Salinan ini ditutup, supaya pertandinganmu tidak pernah ditulis oleh dua sekaligus.</translation>
    </message>
</context>
<context>
    <name>OutcomeChart</name>
    <message>
        <location filename="../../gin_desktop/words/record_words.py" line="+72"/>
        <source>How the hands ended</source>
        <translation>Bagaimana ronde berakhir</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../../gin_desktop/words/preferences_words.py" line="+15"/>
        <source>Preferences</source>
        <translation>Preferensi</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Instant: cards jump to their place</source>
        <translation>Instan: kartu langsung melompat ke tempatnya</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Cepat</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+25"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Slow: easy to follow</source>
        <translation>Lambat: mudah diikuti</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Two colours: black and red</source>
        <translation>Dua warna: hitam dan merah</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four colours: each suit its own</source>
        <translation>Empat warna: tiap jenis punya warna sendiri</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Melds first, then deadwood</source>
        <translation>Kombinasi dulu, lalu kartu sisa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By rank</source>
        <translation>Menurut angka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By suit</source>
        <translation>Menurut jenis</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Navy lattice</source>
        <translation>Kisi biru tua</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red harlequin</source>
        <translation>Harlequin merah</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Green felt</source>
        <translation>Laken hijau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue felt</source>
        <translation>Laken biru</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Burgundy felt</source>
        <translation>Laken merah marun</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As the system: high</source>
        <translation>Seperti sistem: tinggi</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>As the system: normal</source>
        <translation>Seperti sistem: normal</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>High: white cards, darker inks and felt</source>
        <translation>Tinggi: kartu putih, tinta dan laken lebih gelap</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As the system: {0}</source>
        <translation>Ikuti sistem: {0}</translation>
    </message>
    <message>
        <location line="+19"/>
        <source> s</source>
        <translation> dtk</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>As&amp;k before knocking</source>
        <translation>&amp;Tanya sebelum knock</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the deadwood &amp;helper</source>
        <translation>Tampilkan &amp;bantuan kartu sisa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allow &amp;undo of a discard</source>
        <translation>I&amp;zinkan mengurungkan buangan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reduce &amp;motion</source>
        <translation>Kurangi &amp;gerakan</translation>
    </message>
    <message>
        <location line="+9"/>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Restore defaults</source>
        <translation>&amp;Kembalikan bawaan</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Language:</source>
        <translation>Ba&amp;hasa:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Animation speed:</source>
        <translation>Kecepatan &amp;animasi:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computer &amp;pauses:</source>
        <translation>&amp;Jeda komputer:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The least time between the computer&apos;s moves, to follow them.</source>
        <translation>Waktu paling singkat di antara langkah komputer, agar mudah diikuti.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Sound &amp;volume:</source>
        <translation>&amp;Volume suara:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The sounds of the cards; all the way left, the table is silent.</source>
        <translation>Suara kartu; digeser habis ke kiri, meja menjadi senyap.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No card flies: what moved is outlined a moment.</source>
        <translation>Kartu tidak melayang: yang berpindah diberi garis sebentar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Deck:</source>
        <translation>&amp;Dek:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card &amp;backs:</source>
        <translation>&amp;Punggung kartu:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Table:</source>
        <translation>&amp;Meja:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Contrast:</source>
        <translation>K&amp;ontras:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Card si&amp;ze:</source>
        <translation>Ukuran ka&amp;rtu:</translation>
    </message>
    <message>
        <location line="-38"/>
        <source>Large print: your cards larger, the table making room (Ctrl+Plus, Ctrl+Minus).</source>
        <translation>Cetak besar: kartumu lebih besar, meja memberi ruang (Ctrl+Plus, Ctrl+Minus).</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>&amp;Sort a new hand:</source>
        <translation>&amp;Urutkan kartu baru:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How your cards are arranged when they are dealt.</source>
        <translation>Cara kartumu disusun saat dibagikan.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A knock ends the hand: asking first forgives a slip of the mouse.</source>
        <translation>Knock mengakhiri ronde: bertanya dulu memaafkan salah klik.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Over your hand: the deadwood your discard would leave. Hint (H) stays.</source>
        <translation>Di atas kartumu: kartu sisa setelah buanganmu. Petunjuk (H) tetap ada.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Ctrl+Z takes your discard back until the computer moves; the match then counts as assisted.</source>
        <translation>Ctrl+Z mengurungkan buanganmu sebelum komputer bergerak; pertandingannya dihitung dibantu.</translation>
    </message>
</context>
<context>
    <name>Privacy</name>
    <message>
        <location filename="../../gin_desktop/words/hot_seat_words.py" line="+34"/>
        <source>Pass the computer to {0}, then click to show your cards.</source>
        <translation>Serahkan komputer ke {0}, lalu klik untuk menampilkan kartumu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0}: click anywhere, or press Space, when you are ready.</source>
        <translation>{0}: klik di mana saja, atau tekan Spasi, kalau sudah siap.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show {0}&apos;s cards</source>
        <translation>Tampilkan kartu {0}</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Both hands are hidden. {0}, please look away.</source>
        <translation>Kartu kedua pemain disembunyikan. {0}, tolong jangan lihat layar dulu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every hand is hidden. {0}, please look away.</source>
        <translation>Kartu semua pemain disembunyikan. {0}, tolong jangan lihat layar dulu.</translation>
    </message>
</context>
<context>
    <name>QLineEdit</name>
    <message>
        <location filename="../../gin_desktop/words/language.py" line="+44"/>
        <source>&amp;Undo</source>
        <translation>&amp;Urungkan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo</source>
        <translation>&amp;Ulangi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cu&amp;t</source>
        <translation>Po&amp;tong</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy</source>
        <translation>&amp;Salin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Paste</source>
        <translation>T&amp;empel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete</source>
        <translation>Hapus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select All</source>
        <translation>Pilih Semua</translation>
    </message>
</context>
<context>
    <name>QMessageBox</name>
    <message>
        <location line="-8"/>
        <source>Show Details...</source>
        <translation>Tampilkan Rincian...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hide Details...</source>
        <translation>Sembunyikan Rincian...</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <location line="-19"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save</source>
        <translation>Simpan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save All</source>
        <translation>Simpan Semua</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open</source>
        <translation>Buka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Yes</source>
        <translation>&amp;Ya</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yes to &amp;All</source>
        <translation>Ya untuk &amp;Semua</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;No</source>
        <translation>&amp;Tidak</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>N&amp;o to All</source>
        <translation>Tidak untuk Se&amp;mua</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Abort</source>
        <translation>Batalkan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Retry</source>
        <translation>Coba Lagi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ignore</source>
        <translation>Abaikan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Tutup</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Batal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard</source>
        <translation>Buang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Help</source>
        <translation>Bantuan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apply</source>
        <translation>Terapkan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset</source>
        <translation>Atur Ulang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Restore Defaults</source>
        <translation>Kembalikan Bawaan</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <location filename="../../gin_desktop/words/refusals.py" line="+45"/>
        <source>You cannot draw from the stock now: the first upcard is on offer, so take it or pass.</source>
        <translation>Kamu tidak bisa mengambil dari stok sekarang: kartu terbuka pertama sedang ditawarkan, jadi ambil atau lewatkan.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot discard {card} now: the first upcard is on offer, so take it or pass.</source>
        <translation>Kamu tidak bisa membuang {card} sekarang: kartu terbuka pertama sedang ditawarkan, jadi ambil atau lewatkan.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot knock with {card} now: the first upcard is on offer, so take it or pass.</source>
        <translation>Kamu tidak bisa melakukan knock dengan {card} sekarang: kartu terbuka pertama sedang ditawarkan, jadi ambil atau lewatkan.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot declare big gin now: the first upcard is on offer, so take it or pass.</source>
        <translation>Kamu tidak bisa menyatakan big gin sekarang: kartu terbuka pertama sedang ditawarkan, jadi ambil atau lewatkan.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot lay off {card} now: the first upcard is on offer, so take it or pass.</source>
        <translation>Kamu tidak bisa menempelkan {card} sekarang: kartu terbuka pertama sedang ditawarkan, jadi ambil atau lewatkan.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot finish laying off now: the first upcard is on offer, so take it or pass.</source>
        <translation>Kamu tidak bisa selesai menempelkan kartu sekarang: kartu terbuka pertama sedang ditawarkan, jadi ambil atau lewatkan.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot pass the upcard now: draw a card first, from the stock or the discard pile.</source>
        <translation>Kamu tidak bisa melewatkan kartu terbuka sekarang: ambil kartu dulu, dari stok atau tumpukan buangan.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot discard {card} now: draw a card first, from the stock or the discard pile.</source>
        <translation>Kamu tidak bisa membuang {card} sekarang: ambil kartu dulu, dari stok atau tumpukan buangan.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot knock with {card} now: draw a card first, from the stock or the discard pile.</source>
        <translation>Kamu tidak bisa melakukan knock dengan {card} sekarang: ambil kartu dulu, dari stok atau tumpukan buangan.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot declare big gin now: draw a card first, from the stock or the discard pile.</source>
        <translation>Kamu tidak bisa menyatakan big gin sekarang: ambil kartu dulu, dari stok atau tumpukan buangan.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot lay off {card} now: draw a card first, from the stock or the discard pile.</source>
        <translation>Kamu tidak bisa menempelkan {card} sekarang: ambil kartu dulu, dari stok atau tumpukan buangan.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot finish laying off now: draw a card first, from the stock or the discard pile.</source>
        <translation>Kamu tidak bisa selesai menempelkan kartu sekarang: ambil kartu dulu, dari stok atau tumpukan buangan.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot draw from the stock now: you have drawn, so discard a card or knock.</source>
        <translation>Kamu tidak bisa mengambil dari stok sekarang: kamu sudah mengambil kartu, jadi buang satu kartu atau lakukan knock.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot take the top card of the discard pile now: you have drawn, so discard a card or knock.</source>
        <translation>Kamu tidak bisa mengambil kartu teratas tumpukan buangan sekarang: kamu sudah mengambil kartu, jadi buang satu kartu atau lakukan knock.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot pass the upcard now: you have drawn, so discard a card or knock.</source>
        <translation>Kamu tidak bisa melewatkan kartu terbuka sekarang: kamu sudah mengambil kartu, jadi buang satu kartu atau lakukan knock.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot lay off {card} now: you have drawn, so discard a card or knock.</source>
        <translation>Kamu tidak bisa menempelkan {card} sekarang: kamu sudah mengambil kartu, jadi buang satu kartu atau lakukan knock.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot finish laying off now: you have drawn, so discard a card or knock.</source>
        <translation>Kamu tidak bisa selesai menempelkan kartu sekarang: kamu sudah mengambil kartu, jadi buang satu kartu atau lakukan knock.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot draw from the stock now: lay off cards on the knocker&apos;s melds, or finish.</source>
        <translation>Kamu tidak bisa mengambil dari stok sekarang: tempelkan kartu ke kombinasi pemain yang melakukan knock, atau selesai.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot take the top card of the discard pile now: lay off cards on the knocker&apos;s melds, or finish.</source>
        <translation>Kamu tidak bisa mengambil kartu teratas tumpukan buangan sekarang: tempelkan kartu ke kombinasi pemain yang melakukan knock, atau selesai.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot pass the upcard now: lay off cards on the knocker&apos;s melds, or finish.</source>
        <translation>Kamu tidak bisa melewatkan kartu terbuka sekarang: tempelkan kartu ke kombinasi pemain yang melakukan knock, atau selesai.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot discard {card} now: lay off cards on the knocker&apos;s melds, or finish.</source>
        <translation>Kamu tidak bisa membuang {card} sekarang: tempelkan kartu ke kombinasi pemain yang melakukan knock, atau selesai.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot knock with {card} now: lay off cards on the knocker&apos;s melds, or finish.</source>
        <translation>Kamu tidak bisa melakukan knock dengan {card} sekarang: tempelkan kartu ke kombinasi pemain yang melakukan knock, atau selesai.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot declare big gin now: lay off cards on the knocker&apos;s melds, or finish.</source>
        <translation>Kamu tidak bisa menyatakan big gin sekarang: tempelkan kartu ke kombinasi pemain yang melakukan knock, atau selesai.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot draw from the stock now: the hand is over.</source>
        <translation>Kamu tidak bisa mengambil dari stok sekarang: ronde sudah berakhir.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot take the top card of the discard pile now: the hand is over.</source>
        <translation>Kamu tidak bisa mengambil kartu teratas tumpukan buangan sekarang: ronde sudah berakhir.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot pass the upcard now: the hand is over.</source>
        <translation>Kamu tidak bisa melewatkan kartu terbuka sekarang: ronde sudah berakhir.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot discard {card} now: the hand is over.</source>
        <translation>Kamu tidak bisa membuang {card} sekarang: ronde sudah berakhir.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot knock with {card} now: the hand is over.</source>
        <translation>Kamu tidak bisa melakukan knock dengan {card} sekarang: ronde sudah berakhir.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot declare big gin now: the hand is over.</source>
        <translation>Kamu tidak bisa menyatakan big gin sekarang: ronde sudah berakhir.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot lay off {card} now: the hand is over.</source>
        <translation>Kamu tidak bisa menempelkan {card} sekarang: ronde sudah berakhir.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot finish laying off now: the hand is over.</source>
        <translation>Kamu tidak bisa selesai menempelkan kartu sekarang: ronde sudah berakhir.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You cannot discard {card}: you do not hold it.</source>
        <translation>Kamu tidak bisa membuang {card}: kartu itu tidak ada di tanganmu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot knock with {card}: you do not hold it.</source>
        <translation>Kamu tidak bisa melakukan knock dengan {card}: kartu itu tidak ada di tanganmu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot lay off {card}: you do not hold it.</source>
        <translation>Kamu tidak bisa menempelkan {card}: kartu itu tidak ada di tanganmu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot discard {card}: you just took it from the discard pile.</source>
        <translation>Kamu tidak bisa membuang {card}: kamu baru saja mengambilnya dari tumpukan buangan.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot knock with {card}: you just took it from the discard pile.</source>
        <translation>Kamu tidak bisa melakukan knock dengan {card}: kamu baru saja mengambilnya dari tumpukan buangan.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You cannot knock with {card}: {cards} is not a meld (3 or 4 of a rank, or a run of 3 or more).</source>
        <translation>Kamu tidak bisa melakukan knock dengan {card}: {cards} bukan kombinasi (3 atau 4 kartu berangka sama, atau urutan 3 kartu atau lebih).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot knock with {card}: {cards} is not in the hand.</source>
        <translation>Kamu tidak bisa melakukan knock dengan {card}: {cards} tidak ada di tanganmu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot knock with {card}: {cards} is in two melds.</source>
        <translation>Kamu tidak bisa melakukan knock dengan {card}: {cards} ada di dua kombinasi.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot declare big gin: {cards} is not a meld (3 or 4 of a rank, or a run of 3 or more).</source>
        <translation>Kamu tidak bisa menyatakan big gin: {cards} bukan kombinasi (3 atau 4 kartu berangka sama, atau urutan 3 kartu atau lebih).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot declare big gin: {cards} is not in the hand.</source>
        <translation>Kamu tidak bisa menyatakan big gin: {cards} tidak ada di tanganmu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot declare big gin: {cards} is in two melds.</source>
        <translation>Kamu tidak bisa menyatakan big gin: {cards} ada di dua kombinasi.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>It is not your turn.</source>
        <translation>Sekarang bukan giliranmu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot declare big gin: these house rules do not play it.</source>
        <translation>Kamu tidak bisa menyatakan big gin: aturan rumah ini tidak memainkannya.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot declare big gin: {cards} would be deadwood.</source>
        <translation>Kamu tidak bisa menyatakan big gin: {cards} akan menjadi kartu sisa.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot lay off {card}: the knocker has no meld {number}.</source>
        <translation>Kamu tidak bisa menempelkan {card}: pemain yang melakukan knock tidak punya kombinasi ke-{number}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot lay off {card} on {meld}: it does not extend that meld.</source>
        <translation>Kamu tidak bisa menempelkan {card} ke {meld}: kartu itu tidak memperpanjang kombinasi tersebut.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot take the upcard now: both players passed it, so you draw from the stock.</source>
        <translation>Kamu tidak bisa mengambil kartu terbuka sekarang: kedua pemain sudah melewatkannya, jadi kamu mengambil dari stok.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot deal the next hand now: this hand is still being played.</source>
        <translation>Kamu tidak bisa membagikan ronde berikutnya sekarang: ronde ini masih dimainkan.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match is over.</source>
        <translation>Pertandingan sudah berakhir.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That is not a move of this game.</source>
        <translation>Itu bukan langkah dalam permainan ini.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You cannot knock with {card}: that leaves {deadwood} deadwood, and only gin may end this hand.</source>
        <translation>Kamu tidak bisa melakukan knock dengan {card}: kartu sisamu jadi {deadwood}, dan ronde ini hanya boleh diakhiri dengan gin.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You cannot knock with {card}: that leaves {deadwood} deadwood, and the knock limit is {limit}.</source>
        <translation>Kamu tidak bisa melakukan knock dengan {card}: kartu sisamu jadi {deadwood}, dan batas knock-nya {limit}.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>There is nothing to take back: only your last discard can be, until the computer has moved.</source>
        <translation>Tidak ada yang bisa diurungkan: hanya buangan terakhirmu yang bisa, sampai komputer bergerak.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>None of your cards fits the knocker&apos;s melds: press Done (F) when you have seen the table.</source>
        <translation>Tidak ada kartumu yang cocok dengan kombinasi pemain yang melakukan knock: tekan Selesai (F) setelah kamu melihat meja.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Laying off would not lower your deadwood: your cards do more in your own melds. Press Done (F) when you have seen the table.</source>
        <translation>Menempelkan kartu tidak akan mengurangi kartu sisamu: kartumu lebih berguna di kombinasimu sendiri. Tekan Selesai (F) setelah kamu melihat meja.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The cards are hidden until {0} shows them.</source>
        <translation>Kartu disembunyikan sampai {0} membukanya.</translation>
    </message>
</context>
<context>
    <name>ReplayBoard</name>
    <message>
        <location filename="../../gin_desktop/words/review_words.py" line="-84"/>
        <source>{0}: laid down melds, deadwood {1}</source>
        <translation>{0}: membuka kombinasi, kartu sisa {1}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0}: deadwood {1}</source>
        <translation>{0}: kartu sisa {1}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0} (to play)</source>
        <translation>{0} (giliran)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stock: {0}</source>
        <translation>Stok: {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Discard pile</source>
        <translation>Tumpukan buangan</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message>
        <location line="+16"/>
        <source>Replay</source>
        <translation>Putar ulang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>|&lt; &amp;First</source>
        <translation>|&lt; &amp;Awal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt; &amp;Back</source>
        <translation>&lt; &amp;Mundur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Forward &gt;</source>
        <translation>M&amp;aju &gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Last &gt;|</source>
        <translation>A&amp;khir &gt;|</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Move {0} of {1}</source>
        <translation>Langkah {0} dari {1}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} {1}</source>
        <translation>{0} {1}</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <location line="-110"/>
        <source>Review of the hand</source>
        <translation>Tinjauan ronde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the other players&apos; decisions too</source>
        <translation>Tampilkan juga keputusan pemain lain</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer&apos;s choices, reviewed as yours are</source>
        <translation>Pilihan komputer, ditinjau seperti pilihanmu</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The coach is reviewing the hand: move {0} of {1}…</source>
        <translation>Pelatih sedang meninjau ronde: langkah {0} dari {1}…</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Move</source>
        <translation>Langkah</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who</source>
        <translation>Siapa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played</source>
        <translation>Dimainkan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The coach</source>
        <translation>Pelatih</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cost</source>
        <translation>Rugi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mark</source>
        <translation>Nilai</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint given</source>
        <translation>Petunjuk yang diberikan</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Cost: the expected points a choice gave away against the coach&apos;s, judged from what you could see then. Fine: under {0}; inaccuracy: under {1}; mistake: under {2}; blunder: {2} or more.</source>
        <translation>Rugi: poin harapan yang hilang karena pilihan itu dibanding pilihan pelatih, dinilai dari apa yang bisa kamu lihat saat itu. Baik: di bawah {0}; kurang tepat: di bawah {1}; kesalahan: di bawah {2}; blunder: {2} atau lebih.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>fine</source>
        <translation>baik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>inaccuracy</source>
        <translation>kurang tepat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>mistake</source>
        <translation>kesalahan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>blunder</source>
        <translation>blunder</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{0}: {1} of {2} decisions fine, accuracy {3}%.</source>
        <translation>{0}: {1} dari {2} keputusan baik, akurasi {3}%.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No decision to review: every move was forced.</source>
        <translation>Tidak ada keputusan untuk ditinjau: setiap langkah terpaksa.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The coach could not review this hand.</source>
        <translation>Pelatih tidak bisa meninjau ronde ini.</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../../gin_desktop/words/score_sheet_words.py" line="+54"/>
        <source>Score sheet</source>
        <translation>Lembar skor</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Game to {0}.</source>
        <translation>Target {0}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>At the end: game bonus {0}, box bonus {1} a hand won, shutout bonus {2}.</source>
        <translation>Di akhir: bonus permainan {0}, bonus kotak {1} per ronde yang dimenangkan, bonus shutout {2}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No end-of-match bonuses.</source>
        <translation>Tanpa bonus akhir pertandingan.</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Hand</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winner</source>
        <translation>Pemenang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Outcome</source>
        <translation>Hasil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>Poin</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Hands won (boxes)</source>
        <translation>Ronde dimenangkan (kotak)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Points from hands</source>
        <translation>Poin dari ronde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game bonus</source>
        <translation>Bonus permainan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Box bonus ({0} a hand won)</source>
        <translation>Bonus kotak ({0} per ronde yang dimenangkan)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shutout bonus</source>
        <translation>Bonus shutout</translation>
    </message>
    <message>
        <location filename="../../gin_desktop/words/wording.py" line="-51"/>
        <source>{0} knocked with {1} deadwood; {2} had {3} after laying off {4}.</source>
        <translation>{0} melakukan knock dengan kartu sisa {1}; kartu sisa {2} {3} setelah menempelkan kartu senilai {4}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} knocked with {1} deadwood; {2} had {3}.</source>
        <translation>{0} melakukan knock dengan kartu sisa {1}; kartu sisa {2} {3}.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{0} won the match, {1} to {2}.</source>
        <translation>{0} memenangkan pertandingan, {1} lawan {2}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} won the match with {1}.</source>
        <translation>{0} memenangkan pertandingan dengan {1}.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Knock</source>
        <translation>Knock</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undercut</source>
        <translation>Undercut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gin</source>
        <translation>Gin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Big gin</source>
        <translation>Big gin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drawn hand</source>
        <translation>Ronde seri</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <location filename="../../gin_desktop/words/settings_words.py" line="+67"/>
        <source>Qt cannot read it</source>
        <translation>Qt tidak bisa membacanya</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>The settings file {0} is damaged ({1}); it is kept as {2}, and the defaults are used.</source>
        <translation>Berkas pengaturan {0} rusak ({1}); berkas itu disimpan sebagai {2}, dan nilai bawaan yang dipakai.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>not a regular file</source>
        <translation>bukan berkas biasa</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>The saved house rules do not fit together ({0}); the game&apos;s own are used.</source>
        <translation>Aturan rumah yang tersimpan tidak cocok satu sama lain ({0}); aturan permainan itu sendiri yang dipakai.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The saved house rules of {0} are another game&apos;s; its own are used.</source>
        <translation>Aturan rumah {0} yang tersimpan adalah aturan permainan lain; aturan {0} sendiri yang dipakai.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The saved house rules of {0} change a rule that game does not let a house change; its own are used.</source>
        <translation>Aturan rumah {0} yang tersimpan mengubah aturan yang tidak boleh diubah dalam permainan itu; aturan {0} sendiri yang dipakai.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The saved house rules of {0} score big gin below gin; its own are used.</source>
        <translation>Aturan rumah {0} yang tersimpan memberi bonus big gin di bawah bonus gin; aturan {0} sendiri yang dipakai.</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>The saved setting {0} = {1} is not valid; its default ({2}) is used.</source>
        <translation>Pengaturan tersimpan {0} = {1} tidak sah; nilai bawaannya ({2}) yang dipakai.</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>none</source>
        <translation>tidak ada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a list</source>
        <translation>sebuah daftar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>binary data</source>
        <translation>data biner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a value of another kind</source>
        <translation>nilai jenis lain</translation>
    </message>
    <message>
        <location line="-49"/>
        <source>The settings could not be saved to {0}.</source>
        <translation>Pengaturan tidak bisa disimpan ke {0}.</translation>
    </message>
</context>
<context>
    <name>ShownTable</name>
    <message>
        <location filename="../../gin_desktop/words/texts.py" line="+303"/>
        <source>Knock</source>
        <translation>Knock</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Discard</source>
        <translation>Buang</translation>
    </message>
</context>
<context>
    <name>Spoken</name>
    <message>
        <location filename="../../gin_desktop/words/spoken.py" line="+24"/>
        <source>ace</source>
        <translation>As</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>two</source>
        <translation>2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>three</source>
        <translation>3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>four</source>
        <translation>4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>five</source>
        <translation>5</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>six</source>
        <translation>6</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seven</source>
        <translation>7</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eight</source>
        <translation>8</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nine</source>
        <translation>9</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ten</source>
        <translation>10</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>jack</source>
        <translation>Jack</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>queen</source>
        <translation>Queen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>king</source>
        <translation>King</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>spades</source>
        <translation>sekop</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hearts</source>
        <translation>hati</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>diamonds</source>
        <translation>wajik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>clubs</source>
        <translation>keriting</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>red</source>
        <translation>merah</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>blue</source>
        <translation>biru</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>green</source>
        <translation>hijau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yellow</source>
        <translation>kuning</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>purple</source>
        <translation>ungu</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>wild card</source>
        <translation>kartu wild card</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{colour} {number}</source>
        <translation>{number} {colour}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{rank} of {suit}</source>
        <translation>{rank} {suit}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message numerus="yes">
        <location line="+23"/>
        <source>Your hand: %n card(s)</source>
        <translation>
            <numerusform>Kartumu: %n kartu</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>deadwood</source>
        <translation>kartu sisa</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>in a meld with {0}</source>
        <translation>dalam kombinasi dengan {0}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>standing for {0}, {1}</source>
        <translation>menggantikan {0}, {1}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0}; just drawn</source>
        <translation>{0}; baru diambil</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>Stok: %n kartu</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Discard pile: empty</source>
        <translation>Tumpukan buangan: kosong</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Discard pile: %n card(s), top card {0}</source>
        <translation>
            <numerusform>Tumpukan buangan: %n kartu, kartu teratas {0}</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Under the top card: {0}</source>
        <translation>Di bawah kartu teratas: {0}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Melds on the table: {0}</source>
        <translation>Kombinasi di meja: {0}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Shows: {0}</source>
        <translation>Memperlihatkan: {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Known to hold: {0}</source>
        <translation>Diketahui memegang: {0}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No cards are on the table.</source>
        <translation>Belum ada kartu di meja.</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../../gin_desktop/words/record_words.py" line="-53"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No match finished yet: your record starts with the first one.</source>
        <translation>Belum ada pertandingan yang selesai: catatanmu dimulai dari pertandingan pertama.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Matches won, over time</source>
        <translation>Pertandingan yang dimenangkan, dari waktu ke waktu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Finish two matches to see a line.</source>
        <translation>Selesaikan dua pertandingan untuk melihat garisnya.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your accuracy, match by match</source>
        <translation>Akurasimu, per pertandingan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The share of your decisions the coach marks fine: it shows once two matches have reviewed hands.</source>
        <translation>Bagian keputusanmu yang dinilai baik oleh pelatih: muncul setelah dua pertandingan punya ronde yang ditinjau.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Reset statistics…</source>
        <translation>&amp;Atur ulang statistik…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand &amp;history…</source>
        <translation>&amp;Riwayat ronde…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Opponent</source>
        <translation>Lawan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules</source>
        <translation>Aturan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matches</source>
        <translation>Pertandingan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won</source>
        <translation>Menang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win rate</source>
        <translation>% menang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands won</source>
        <translation>Ronde menang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Gins</source>
        <translation>Gin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Big gins</source>
        <translation>Big gin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undercuts made</source>
        <translation>Undercut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undercuts suffered</source>
        <translation>Kena undercut</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points a hand</source>
        <translation>Poin/ronde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best win</source>
        <translation>Menang terbesar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Streak</source>
        <translation>Beruntun</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest streak</source>
        <translation>Menang beruntun terpanjang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Assisted</source>
        <translation>Dibantu</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Hot-seat</source>
        <translation>Hot-seat</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Reset statistics?</source>
        <translation>Atur ulang statistik?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forget every recorded match and hand? This cannot be undone.</source>
        <translation>Lupakan semua pertandingan dan ronde yang tercatat? Ini tidak bisa dibatalkan.</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../../gin_desktop/words/texts.py" line="-241"/>
        <source>{scores}  —  game to {target} · hand {hand}</source>
        <translation>{scores}  —  target {target} · ronde {hand}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>gin only</source>
        <translation>hanya gin</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+41"/>
        <source>knock with {0} or less</source>
        <translation>knock dengan {0} atau kurang</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>{0}, and the hand counts double (a spade)</source>
        <translation>{0}, dan skor ronde ini ganda (sekop)</translation>
    </message>
    <message>
        <location filename="../../gin_desktop/words/partner_texts.py" line="+45"/>
        <source>Beside you: {0} against {1}</source>
        <translation>Di sebelahmu: {0} melawan {1}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Teams: {0}</source>
        <translation>Tim: {0}</translation>
    </message>
    <message numerus="yes">
        <location line="+15"/>
        <location filename="../../gin_desktop/words/seat_texts.py" line="+47"/>
        <location filename="../../gin_desktop/words/texts.py" line="+17"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n kartu</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>took {0}</source>
        <translation>mengambil {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../gin_desktop/words/seat_texts.py" line="+2"/>
        <location line="+29"/>
        <location filename="../../gin_desktop/words/texts.py" line="+2"/>
        <location line="+35"/>
        <source>dealer</source>
        <translation>dealer</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../gin_desktop/words/seat_texts.py" line="-22"/>
        <source>to play</source>
        <translation>giliran main</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A drawn hand.</source>
        <translation>Ronde seri.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} scores {1}.</source>
        <translation>{0} mendapat {1}.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Stock: %n card(s)</source>
        <translation>
            <numerusform>Stok: %n kartu</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pile: {0} · stock {1}</source>
        <translation>Buangan: {0} · stok {1}</translation>
    </message>
    <message>
        <location line="-24"/>
        <location filename="../../gin_desktop/words/seat_texts.py" line="-4"/>
        <location filename="../../gin_desktop/words/texts.py" line="-32"/>
        <source>deadwood {0}</source>
        <translation>kartu sisa {0}</translation>
    </message>
    <message>
        <location filename="../../gin_desktop/words/texts.py" line="+2"/>
        <source>knocked with {0} deadwood</source>
        <translation>knock dengan kartu sisa {0}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>gin only this hand</source>
        <translation>hanya gin di ronde ini</translation>
    </message>
    <message>
        <location filename="../../gin_desktop/words/seat_texts.py" line="+33"/>
        <location filename="../../gin_desktop/words/texts.py" line="+23"/>
        <location line="+10"/>
        <location line="+7"/>
        <source>deadwood &lt;b&gt;{0}&lt;/b&gt;</source>
        <translation>kartu sisa &lt;b&gt;{0}&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../gin_desktop/words/texts.py" line="-11"/>
        <source>you knocked with {0} deadwood</source>
        <translation>kamu knock dengan kartu sisa {0}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} is laying off…</source>
        <translation>{0} sedang menempelkan kartu…</translation>
    </message>
    <message>
        <location filename="../../gin_desktop/words/seat_texts.py" line="+9"/>
        <location filename="../../gin_desktop/words/texts.py" line="+4"/>
        <source>drag cards onto {0}&apos;s melds to lay off, then press Done</source>
        <translation>seret kartu ke kombinasi {0} untuk menempelkannya, lalu tekan Selesai</translation>
    </message>
    <message>
        <location filename="../../gin_desktop/words/texts.py" line="+17"/>
        <source>without {0}: &lt;b&gt;{1}&lt;/b&gt;</source>
        <translation>tanpa {0}: &lt;b&gt;{1}&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>best discard leaves &lt;b&gt;{0}&lt;/b&gt;</source>
        <translation>buangan terbaik menyisakan &lt;b&gt;{0}&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Take the upcard {0}, or pass?</source>
        <translation>Ambil kartu terbuka {0}, atau lewatkan?</translation>
    </message>
    <message>
        <location filename="../../gin_desktop/words/seat_texts.py" line="-49"/>
        <source>sits out this hand</source>
        <translation>tidak ikut ronde ini</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>knocked</source>
        <translation>melakukan knock</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>you sit out this hand</source>
        <translation>kamu tidak ikut ronde ini</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>you knocked</source>
        <translation>kamu melakukan knock</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{0} knocked; you lay off in your turn</source>
        <translation>{0} melakukan knock; kamu menempelkan kartu pada giliranmu</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>You sit out this hand: {0} play. {1} is on turn.</source>
        <translation>Kamu tidak ikut ronde ini: {0} bermain. Giliran {1}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../../gin_desktop/words/texts.py" line="+3"/>
        <source>{0} is deciding on the upcard…</source>
        <translation>{0} sedang menimbang kartu terbuka…</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../../gin_desktop/words/texts.py" line="+3"/>
        <location line="+7"/>
        <source>{0} is playing…</source>
        <translation>{0} sedang bermain…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{0} knocked. Lay off your cards on the melds, then press Done.</source>
        <translation>{0} melakukan knock. Tempelkan kartumu ke kombinasinya, lalu tekan Selesai.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} knocked. {1} is laying off…</source>
        <translation>{0} melakukan knock. {1} sedang menempelkan kartu…</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>{0} went Big Ginski.</source>
        <translation>{0} mendapat Big Ginski.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} went Ginski.</source>
        <translation>{0} mendapat Ginski.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} knocked with {1}.</source>
        <translation>{0} melakukan knock dengan {1}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{0} laid off {1}.</source>
        <translation>{0} menempelkan {1}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{0} has {1}</source>
        <translation>{0} punya kartu sisa {1}</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>{has}: {knocker} scores {bonus} + {total} = {points}.</source>
        <translation>{has}: {knocker} mendapat {bonus} + {total} = {points}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{has}. Undercut by {winner}, with less than {kd}: {winner} scores {sums} = {points}.</source>
        <translation>{has}. Undercut oleh {winner}, dengan kurang dari {kd}: {winner} mendapat {sums} = {points}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{has}: {knocker} scores {total} − {kd} = {points}.</source>
        <translation>{has}: {knocker} mendapat {total} − {kd} = {points}.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{0} knocked with {1}; {2}: {3} scores {4}.</source>
        <translation>{0} melakukan knock dengan {1}; {2}: {3} mendapat {4}.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Undercut by {0}.</source>
        <translation>Undercut oleh {0}.</translation>
    </message>
    <message>
        <location filename="../../gin_desktop/words/texts.py" line="-4"/>
        <source>Your turn: draw from the stock, or take {0}.</source>
        <translation>Giliranmu: ambil dari stok atau tumpukan buangan ({0}).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn: draw from the stock.</source>
        <translation>Giliranmu: ambil dari stok.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Discard a card, or knock!</source>
        <translation>Buang satu kartu, atau knock!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard a card.</source>
        <translation>Buang satu kartu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{0} knocked. Lay off your cards on its melds, then press Done.</source>
        <translation>{0} melakukan knock. Tempelkan kartumu ke kombinasinya, lalu tekan Selesai.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You knocked. {0} is laying off…</source>
        <translation>Kamu melakukan knock. {0} sedang menempelkan kartu…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Score: {scores} (game to {target})</source>
        <translation>Skor: {scores} (target {target})</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Points from hands</source>
        <translation>Poin dari ronde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands won</source>
        <translation>Ronde dimenangkan</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Game bonus</source>
        <translation>Bonus permainan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Box bonus ({0} a hand won)</source>
        <translation>Bonus kotak ({0} per ronde yang dimenangkan)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Shutout bonus</source>
        <translation>Bonus shutout</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>These house rules play no end-of-match bonuses.</source>
        <translation>Aturan rumah ini tidak memakai bonus akhir pertandingan.</translation>
    </message>
    <message>
        <location filename="../../gin_desktop/words/wording.py" line="-117"/>
        <source>{name} passed the upcard.</source>
        <translation>{name} melewatkan kartu terbuka.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} drew from the stock.</source>
        <translation>{name} mengambil dari stok.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} took {taken}.</source>
        <translation>{name} mengambil {taken}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} drew from the stock and discarded {thrown}.</source>
        <translation>{name} mengambil dari stok dan membuang {thrown}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} took {taken} and discarded {thrown}.</source>
        <translation>{name} mengambil {taken} dan membuang {thrown}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} drew from the stock and knocked.</source>
        <translation>{name} mengambil dari stok dan melakukan knock.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} took {taken} and knocked.</source>
        <translation>{name} mengambil {taken} dan melakukan knock.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} drew from the stock and went gin.</source>
        <translation>{name} mengambil dari stok dan mendapat gin.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} took {taken} and went gin.</source>
        <translation>{name} mengambil {taken} dan mendapat gin.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} drew from the stock and went big gin.</source>
        <translation>{name} mengambil dari stok dan mendapat big gin.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} took {taken} and went big gin.</source>
        <translation>{name} mengambil {taken} dan mendapat big gin.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} laid off {thrown}.</source>
        <translation>{name} menempelkan {thrown}.</translation>
    </message>
    <message>
        <location filename="../../gin_desktop/words/hand_summary.py" line="+17"/>
        <source>Gin: you melded all ten cards. {them} had {dd} deadwood and may not lay off after gin, so you score {dd} + {bonus} gin bonus = {base}.</source>
        <translation>Gin: kesepuluh kartumu masuk kombinasi. {them} punya kartu sisa {dd} dan tidak boleh menempelkan kartu setelah gin, jadi kamu mendapat {dd} + bonus gin {bonus} = {base}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{them} went gin, melding all ten cards. You had {dd} deadwood and may not lay off after gin, so {them} scores {dd} + {bonus} gin bonus = {base}.</source>
        <translation>{them} mendapat gin, kesepuluh kartunya masuk kombinasi. Kartu sisamu {dd} dan kamu tidak boleh menempelkan kartu setelah gin, jadi {them} mendapat {dd} + bonus gin {bonus} = {base}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Big gin: all eleven of your cards are melded. {them} had {dd} deadwood and may not lay off, so you score {dd} + {bonus} big gin bonus = {base}.</source>
        <translation>Big gin: kesebelas kartumu masuk kombinasi. {them} punya kartu sisa {dd} dan tidak boleh menempelkan kartu, jadi kamu mendapat {dd} + bonus big gin {bonus} = {base}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{them} went big gin: all eleven cards melded. You had {dd} deadwood and may not lay off, so {them} scores {dd} + {bonus} big gin bonus = {base}.</source>
        <translation>{them} mendapat big gin: kesebelas kartunya masuk kombinasi. Kartu sisamu {dd} dan kamu tidak boleh menempelkan kartu, jadi {them} mendapat {dd} + bonus big gin {bonus} = {base}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You knocked with {kd} deadwood. {them} laid off {laid} and was left with {dd}. You score {dd} − {kd} = {base}.</source>
        <translation>Kamu melakukan knock dengan kartu sisa {kd}. {them} menempelkan {laid} dan kartu sisanya tinggal {dd}. Kamu mendapat {dd} − {kd} = {base}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You knocked with {kd} deadwood. {them} had {dd} deadwood and nothing to lay off. You score {dd} − {kd} = {base}.</source>
        <translation>Kamu melakukan knock dengan kartu sisa {kd}. {them} punya kartu sisa {dd} dan tidak ada yang bisa ditempelkan. Kamu mendapat {dd} − {kd} = {base}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{them} knocked with {kd} deadwood. You laid off {laid} and were left with {dd}. {them} scores {dd} − {kd} = {base}.</source>
        <translation>{them} melakukan knock dengan kartu sisa {kd}. Kamu menempelkan {laid} dan kartu sisamu tinggal {dd}. {them} mendapat {dd} − {kd} = {base}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{them} knocked with {kd} deadwood. You had {dd} deadwood and nothing to lay off. {them} scores {dd} − {kd} = {base}.</source>
        <translation>{them} melakukan knock dengan kartu sisa {kd}. Kartu sisamu {dd} dan tidak ada yang bisa ditempelkan. {them} mendapat {dd} − {kd} = {base}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Undercut: {them} had {dd} deadwood after laying off {laid}, as many as your {kd}, and a tie goes to the defender, so {them} scores 0 + {bonus} undercut bonus = {base}.</source>
        <translation>Undercut: kartu sisa {them} {dd} setelah menempelkan {laid}, sama dengan kartu sisamu {kd}, dan kalau seri, pemain yang tidak melakukan knock yang menang, jadi {them} mendapat 0 + bonus undercut {bonus} = {base}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undercut: {them} had {dd} deadwood, as many as your {kd}, and a tie goes to the defender, so {them} scores 0 + {bonus} undercut bonus = {base}.</source>
        <translation>Undercut: kartu sisa {them} {dd}, sama dengan kartu sisamu {kd}, dan kalau seri, pemain yang tidak melakukan knock yang menang, jadi {them} mendapat 0 + bonus undercut {bonus} = {base}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undercut: {them} had {dd} deadwood after laying off {laid} against your {kd}, so {them} scores {diff} + {bonus} undercut bonus = {base}.</source>
        <translation>Undercut: kartu sisa {them} {dd} setelah menempelkan {laid}, lebih sedikit daripada kartu sisamu {kd}, jadi {them} mendapat {diff} + bonus undercut {bonus} = {base}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undercut: {them} had {dd} deadwood against your {kd}, so {them} scores {diff} + {bonus} undercut bonus = {base}.</source>
        <translation>Undercut: kartu sisa {them} {dd}, lebih sedikit daripada kartu sisamu {kd}, jadi {them} mendapat {diff} + bonus undercut {bonus} = {base}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undercut: you had {dd} deadwood after laying off {laid}, as many as {them}&apos;s {kd}, and a tie goes to the defender, so you score 0 + {bonus} undercut bonus = {base}.</source>
        <translation>Undercut: kartu sisamu {dd} setelah menempelkan {laid}, sama dengan kartu sisa {them} {kd}, dan kalau seri, pemain yang tidak melakukan knock yang menang, jadi kamu mendapat 0 + bonus undercut {bonus} = {base}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undercut: you had {dd} deadwood, as many as {them}&apos;s {kd}, and a tie goes to the defender, so you score 0 + {bonus} undercut bonus = {base}.</source>
        <translation>Undercut: kartu sisamu {dd}, sama dengan kartu sisa {them} {kd}, dan kalau seri, pemain yang tidak melakukan knock yang menang, jadi kamu mendapat 0 + bonus undercut {bonus} = {base}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undercut: you had {dd} deadwood after laying off {laid} against {them}&apos;s {kd}, so you score {diff} + {bonus} undercut bonus = {base}.</source>
        <translation>Undercut: kartu sisamu {dd} setelah menempelkan {laid}, lebih sedikit daripada kartu sisa {them} {kd}, jadi kamu mendapat {diff} + bonus undercut {bonus} = {base}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undercut: you had {dd} deadwood against {them}&apos;s {kd}, so you score {diff} + {bonus} undercut bonus = {base}.</source>
        <translation>Undercut: kartu sisamu {dd}, lebih sedikit daripada kartu sisa {them} {kd}, jadi kamu mendapat {diff} + bonus undercut {bonus} = {base}.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Drawn hand</source>
        <translation>Ronde seri</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You win the hand: +{0}</source>
        <translation>Kamu memenangkan ronde: +{0}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{0} wins the hand: +{1}</source>
        <translation>{0} memenangkan ronde: +{1}</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Only two cards are left in the stock and nobody knocked, so the hand is a draw: nobody scores, and the same dealer deals again.</source>
        <translation>Stok tinggal dua kartu dan tidak ada yang melakukan knock, jadi ronde berakhir seri: tidak ada yang mendapat poin, dan dealer yang sama membagikan lagi.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The first upcard was a spade, so the score is doubled: {0}.</source>
        <translation>Kartu terbuka pertama adalah sekop, jadi skornya digandakan: {0}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You win the match!</source>
        <translation>Kamu memenangkan pertandingan!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{0} wins the match.</source>
        <translation>{0} memenangkan pertandingan.</translation>
    </message>
    <message>
        <location filename="../../gin_desktop/words/window_words.py" line="-104"/>
        <source>Cards at {0}%: this window holds {1}% (make it larger)</source>
        <translation>Kartu {0}%: jendela ini memuat {1}% (perbesar jendelanya)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cards at {0}%</source>
        <translation>Kartu {0}%</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <location filename="../../gin_desktop/words/help_words.py" line="-55"/>
        <source>Welcome to Gin Desktop</source>
        <translation>Selamat datang di Gin Desktop</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Beginner: makes mistakes, knocks late</source>
        <translation>Pemula: sering salah, terlambat knock</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Casual: plays its own hand well</source>
        <translation>Santai: memainkan kartunya sendiri dengan baik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Strong: also watches your discards</source>
        <translation>Kuat: juga memperhatikan buanganmu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Expert: weighs every knock</source>
        <translation>Ahli: menimbang setiap knock</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Choose your opponent:</source>
        <translation>Pilih lawanmu:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Play</source>
        <translation>&amp;Main</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;How to play…</source>
        <translation>&amp;Cara bermain…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>&lt;b&gt;Gin Rummy&lt;/b&gt; is a card game for two. You hold ten cards and try to arrange them into &lt;i&gt;melds&lt;/i&gt;: three or four of a rank, or three or more of a suit in order. The cards left over are your &lt;i&gt;deadwood&lt;/i&gt;.</source>
        <translation>&lt;b&gt;Gin Rummy&lt;/b&gt; adalah permainan kartu untuk dua orang. Kamu memegang sepuluh kartu dan berusaha menyusunnya menjadi &lt;i&gt;kombinasi&lt;/i&gt;: tiga atau empat kartu berangka sama, atau tiga kartu atau lebih berjenis sama yang angkanya berurutan. Kartu yang tidak masuk kombinasi disebut &lt;i&gt;kartu sisa&lt;/i&gt;.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Each turn&lt;/b&gt; you draw a card, from the stock or the top of the discard pile, by dragging it to your hand or double-clicking it, then discard one by dragging it to the pile or double-clicking it.</source>
        <translation>&lt;b&gt;Setiap giliran&lt;/b&gt; kamu mengambil satu kartu, dari stok atau dari atas tumpukan buangan, dengan menyeretnya ke tanganmu atau mengklik dua kali, lalu membuang satu kartu dengan menyeretnya ke tumpukan buangan atau mengklik dua kali.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Knock&lt;/b&gt; when your deadwood is low enough (10 or less in the standard game): drop your last card on the knock area. With no deadwood at all it is &lt;i&gt;gin&lt;/i&gt;. The other player then lays off what they can onto your melds, and the hand is scored.</source>
        <translation>Lakukan &lt;b&gt;knock&lt;/b&gt; saat kartu sisamu sudah cukup rendah (10 atau kurang dalam permainan standar): letakkan kartu terakhirmu di area knock. Tanpa kartu sisa sama sekali, itu &lt;i&gt;gin&lt;/i&gt;. Lawan lalu menempelkan kartu yang bisa ke kombinasimu, dan ronde dihitung skornya.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Help › How to play has the whole rules; Game › House rules changes them.</source>
        <translation>Bantuan › Cara bermain berisi aturan lengkapnya; Permainan › Aturan rumah mengubahnya.</translation>
    </message>
</context>
</TS>
