//! The entries of the glossary, in the order a reader meets them: the board, the dice, moving,
//! the jans, marking, the game, the écoles. Every gloss is the project's own wording.

use super::Term;

const fn t(
    term: &'static str,
    also: &'static [&'static str],
    gloss: &'static str,
    rules: &'static [&'static str],
    see: &'static [&'static str],
) -> Term {
    Term {
        term,
        also,
        gloss,
        rules,
        see,
    }
}

/// Every entry, in reading order.
pub const TERMS: &[Term] = &[
    // The board
    t(
        "trictrac",
        &["grand trictrac"],
        "The game this project checks: two players, fifteen checkers each, two dice. The \
         points a throw makes are marked, twelve of them make a trou, and twelve trous win the \
         game. The word also names the board itself, the tablier.",
        &[
            "board.fleches",
            "dice.roll",
            "mark.points",
            "game.douze-trous",
        ],
        &["tablier", "trou", "partie en douze trous"],
    ),
    t(
        "tablier",
        &[],
        "The whole board: a box with raised rims, split by the bar into two tables, with the \
         24 flèches painted on its floor and holes along its rims for the fichets.",
        &["board.fleches", "board.tables"],
        &["table", "flèche", "bande"],
    ),
    t(
        "flèche",
        &["flèches", "lame", "lames", "languette", "languettes"],
        "One of the 24 long triangles painted on the board, twelve along each player's side; \
         checkers stand on them. The engine numbers them F1 to F24 from White's talon; each \
         treatise letters or numbers them in its own way. Older texts also call them lames or \
         languettes.",
        &["board.fleches"],
        &["talon", "case"],
    ),
    t(
        "dame",
        &["dames", "checker", "bois"],
        "A checker. Each player has fifteen, and none is ever taken off by the opponent: a hit \
         in this game is counted, never made. Old texts also speak of the checkers as bois \
         (wood) or as tables.",
        &["board.fleches", "move.no-opponent"],
        &["battre"],
    ),
    t(
        "talon",
        &[
            "talons",
            "empiler",
            "empiler les dames",
            "pile",
            "piles",
            "pile de bois",
            "piles de bois",
            "piles de dames",
            "tas",
            "tas de bois",
        ],
        "The first flèche of a player's path (F1 for White, F24 for Black), where all fifteen \
         of his checkers are stacked when a relevé begins. It belongs to his petit jan and \
         counts as one of its six flèches. The heap itself is the pile or tas (de bois), and \
         to empiler the checkers is to stack them there for a new relevé.",
        &["board.fleches", "board.quarters", "mark.releve"],
        &["petit jan", "relevé"],
    ),
    t(
        "jan",
        &["jans"],
        "A word with three uses. First, a quarter of the board: the six flèches a player's \
         checkers cross in one stretch of their path (his petit jan, his grand jan, the \
         opponent's grand jan, his jan de retour). Second, any scoring event of the tariff \
         (the jan de mézéas, the jan of a hit, of a fill…), each paying its points per means. \
         Third, a quarter made full, as in making one's jan.",
        &["board.quarters", "jan.order", "jan.fill"],
        &["petit jan", "grand jan", "jan de retour", "plein", "moyens"],
    ),
    t(
        "petit jan",
        &[],
        "The first quarter of a player's path: his talon and the five flèches after it (F1 to \
         F6 for White). The two petit jans face each other in the same table.",
        &["board.quarters", "jan.fill.petit", "jan.conserve.petit"],
        &["jan", "table"],
    ),
    t(
        "grand jan",
        &[],
        "The second quarter of a player's path: the six flèches from the bar to his coin de \
         repos (F7 to F12 for White). His checkers then cross the opponent's grand jan, which \
         holds the opponent's coin and which he can never fill.",
        &["board.quarters", "jan.fill.grand", "jan.conserve.grand"],
        &["jan", "coin de repos"],
    ),
    t(
        "jan de retour",
        &[],
        "The last quarter of a player's path: the opponent's petit jan, the opponent's talon \
         included (F19 to F24 for White). His checkers gather there before they are borne off; \
         he may rest a checker there only once the opponent can no longer fill it himself.",
        &[
            "board.quarters",
            "jan.fill.retour",
            "jan.conserve.retour",
            "move.retour.closed-jans",
        ],
        &["jeu de retour", "sortie"],
    ),
    t(
        "jeu de retour",
        &[],
        "The later part of a relevé, when a player's checkers have gone past his coin into the \
         opponent's side. A checker may stop in a quarter of that side only once the opponent \
         can no longer fill it.",
        &["move.retour.closed-jans", "move.coin.retake-par-puissance"],
        &["jan de retour"],
    ),
    t(
        "table",
        &["tables", "table du petit jan", "table du grand jan"],
        "One of the two halves of the board, on either side of the bar. The table du petit jan \
         holds both petit jans, with the two talons face to face; the table du grand jan holds \
         both grand jans and the two coins. A hit pays more in the table du petit jan. The jans \
         de six tables and de deux tables keep an older use of the word, for checkers set out \
         on separate flèches.",
        &[
            "board.tables",
            "jan.battre.vrai.grand",
            "jan.battre.vrai.petit",
            "jan.six-tables",
            "jan.deux-tables",
        ],
        &["petit jan", "grand jan"],
    ),
    t(
        "case",
        &[
            "cases",
            "caser",
            "faire une case",
            "faire des cases",
            "couvrir",
            "couvrir une dame",
            "dames couvertes",
            "dames accouplées",
            "accoucher",
            "accoucher ses dames",
            "passage fermé",
        ],
        "A flèche on which a player has two checkers or more. A case cannot be hit, and as the \
         resting flèche of a sum it stops the opponent's hit. To make a case is to bring a \
         second checker beside a first (to caser, couvrir or, in old texts, accoucher the \
         checkers); the two are then covered, accouplées, and the flèche is a closed passage.",
        &["board.case", "jan.battre.vrai", "jan.battre.faux"],
        &["demi-case", "surcase"],
    ),
    t(
        "demi-case",
        &[
            "demi-cases",
            "dame découverte",
            "dames découvertes",
            "passage ouvert",
            "blot",
        ],
        "A flèche with a single checker of one colour: half a case, open to the opponent's \
         hits; the checker on it is découverte, and the flèche an open passage. Covering it \
         with a second checker makes it a case.",
        &["board.case", "jan.battre.vrai", "jan.fill"],
        &["case", "battre"],
    ),
    t(
        "surcase",
        &[
            "surcases",
            "surcaser",
            "charger",
            "bander les dames",
            "charger le bidet",
        ],
        "A checker on a case beyond its first two. Surcases can be moved without undoing the \
         case; on the coin de repos they alone count when beating the opponent's coin. Heaping \
         many on one flèche is to charger, or bander, the checkers (charger le bidet, an old \
         phrase); the treatises count it a fault of play, not of the rules.",
        &["board.case", "move.coin.enter-together", "jan.battre.coin"],
        &["case", "coin de repos"],
    ),
    t(
        "coin de repos",
        &["coin", "coins", "sortir de son coin"],
        "A player's last flèche of his grand jan (F12 for White, F13 for Black), facing the \
         opponent's coin at the end of the board away from the talons. Two checkers must \
         arrive on it together to take it and its last two must leave together; no checker \
         may ever stop on the opponent's coin. Whether each coin is held decides the mézéas, \
         the deux tables and the beating of the coin.",
        &[
            "move.coin.enter-together",
            "move.coin.leave-together",
            "move.coin.never-opponent",
            "move.coin.optional",
            "jan.battre.coin",
        ],
        &["par puissance", "battre le coin", "jan de mézéas"],
    ),
    t(
        "coin bourgeois",
        &[],
        "The last flèche of a player's petit jan, beside the bar (F6 for White); some authors \
         give the name to the first flèche across the bar as well. The rules treat it as any \
         other flèche: the name only marks a place the treatises often speak of.",
        &["board.fleches"],
        &["petit jan"],
    ),
    t(
        "case du diable",
        &[],
        "An old name for the second flèche of a player's grand jan (F8 for White). Like the \
         coin bourgeois, a name of a place, not a rule.",
        &["board.fleches"],
        &["case des écoliers"],
    ),
    t(
        "case des écoliers",
        &[],
        "An old name for the flèche just before a player's coin de repos (F11 for White). A \
         name of a place, not a rule.",
        &["board.fleches"],
        &["case du diable", "coin de repos"],
    ),
    t(
        "bande",
        &["band", "bandes", "bandes de trictrac"],
        "The raised rim of the board. Along each player's side it is pierced with holes, one \
         opposite each flèche, for the fichet that counts his trous. Checkers borne off leave \
         over its end beyond the talons, and in bearing off it counts as one more flèche after \
         the last.",
        &["move.sortie.all-home", "move.sortie", "mark.points"],
        &["sortie", "trou", "fichet"],
    ),
    // The dice
    t(
        "dés",
        &["dé", "dice", "die"],
        "The two dice thrown together for each turn: 21 different throws, 36 chances. A \
         player plays the two numbers he throws, one checker for each or one for both.",
        &["dice.roll", "move.both-numbers", "chances.count"],
        &["doublet", "tout d'une", "primauté"],
    ),
    t(
        "doublet",
        &[
            "doublets",
            "bezet",
            "beset",
            "ambesas",
            "double deux",
            "terne",
            "ternes",
            "carmes",
            "carnes",
            "quadernes",
            "quines",
            "sonnez",
            "sannes",
        ],
        "A throw whose two dice show the same number. Unlike backgammon it gives two moves of \
         that number, never four; it pays more per means instead. Each has an old name: bezet \
         (beset) or ambesas (1-1), double deux, terne or ternes (3-3), carmes, carnes or \
         quadernes (4-4), quines (5-5), sonnez or sannes (6-6).",
        &["dice.roll", "dice.doublet-once"],
        &["moyens"],
    ),
    t(
        "primauté",
        &["coup et dés"],
        "The right to throw first. It is drawn by the dice at the start of the game; for each \
         later relevé it belongs to the player who went away or bore off first.",
        &["dice.primauté"],
        &["relevé", "s'en aller"],
    ),
    // Moving
    t(
        "abattre",
        &[
            "abattre du bois",
            "dame abattue",
            "dames abattues",
            "abattu",
        ],
        "To bring a checker down off the talon onto a flèche of the board; it is then abattue. \
         The jans of the start (six tables, deux tables, mézéas) depend on how many checkers a \
         player has abattues and where. Abattre du bois, bringing many down early to have \
         material for cases, is a way of playing, not a rule.",
        &[
            "move.direction",
            "jan.six-tables",
            "jan.deux-tables",
            "jan.mezeas",
        ],
        &["talon", "demi-case"],
    ),
    t(
        "tout d'une",
        &["d'une", "jouer tout d'une"],
        "One checker playing both numbers of a throw, one after the other. For a real move the \
         flèche where it stops between the two numbers must hold no opposing checker; for a \
         hit by the sum, that flèche must not hold an opposing case.",
        &["move.tout-d-une", "jan.battre.vrai", "jan.battre.faux"],
        &["à vrai", "à faux"],
    ),
    t(
        "par puissance",
        &["puissance"],
        "Taking one's own coin de repos with two checkers that the throw could have carried \
         onto the opponent's empty coin, where they may not go: the power of the throw stands \
         for the move. It needs two checkers able to reach the opponent's coin, and in some \
         readings it gives way when the coin can be taken directly.",
        &[
            "move.coin.par-puissance",
            "move.coin.retake-par-puissance",
            "move.coin.optional",
        ],
        &["par effet", "coin de repos"],
    ),
    t(
        "par effet",
        &["naturellement"],
        "Taking the coin de repos directly, each of the two checkers reaching it by a number of \
         the throw. Opposed to taking it par puissance.",
        &["move.coin.enter-together", "move.coin.par-puissance"],
        &["par puissance"],
    ),
    t(
        "fausse case",
        &["fausses cases"],
        "A checker put where the rules do not allow. The opponent may let it stand or have it \
         corrected; a false move after marking points for it is also an école.",
        &[
            "move.fausse-case",
            "ecole.fausse-case",
            "move.retour.no-punitive-pass",
        ],
        &["école"],
    ),
    t(
        "dame touchée, dame jouée",
        &["j'adoube", "adouber"],
        "A checker a player touches must be the one he plays, unless he first said j'adoube \
         (I adjust).",
        &["move.touched"],
        &["fausse case"],
    ),
    t(
        "sortie",
        &["sortir", "bearing off"],
        "Bearing off: once all fifteen of a player's checkers are in his jan de retour, they \
         leave the board over the band. The first to bear off all fifteen scores the jan of \
         the sortie, and the relevé ends.",
        &[
            "move.sortie",
            "move.sortie.all-home",
            "jan.sortie",
            "jan.sortie.pour-tout",
        ],
        &["sortant", "excédant", "défaillant", "bande"],
    ),
    t(
        "sortant",
        &["nombre sortant"],
        "In bearing off, a number that takes a checker exactly to the band. By the Parisian \
         method it may bear that checker off or be played inside the jan de retour.",
        &["move.sortie.parisian", "move.sortie.provincial"],
        &["excédant", "défaillant"],
    ),
    t(
        "excédant",
        &["nombre excédant", "excedent"],
        "In bearing off, a number larger than the farthest checker needs to reach the band: it \
         bears that farthest checker off.",
        &["move.sortie.parisian", "move.sortie.provincial"],
        &["sortant", "défaillant"],
    ),
    t(
        "défaillant",
        &["nombre défaillant"],
        "In bearing off, a number too small to take any checker to the band: it must be played \
         inside the jan de retour.",
        &["move.sortie.parisian", "move.sortie.provincial"],
        &["sortant", "excédant"],
    ),
    // The jans
    t(
        "moyens",
        &["moyen", "means"],
        "The ways a throw makes a jan: by its first number, by its second, or by their sum \
         played tout d'une. Each means pays the jan's tariff once; a single throw has at most \
         three for a hit or a fill, a doublet at most two.",
        &["jan.battre.vrai", "jan.fill", "jan.order"],
        &["tout d'une", "doublet"],
    ),
    t(
        "battre",
        &["battu", "battue", "battre une dame", "hit"],
        "To hit. Nothing is captured in the trictrac: a hit is only counted. A player hits an \
         opposing demi-case when a number of his throw, or their sum through an open resting \
         flèche, could bring a checker of his onto it; he scores it à vrai, or the opponent \
         scores it à faux.",
        &["jan.battre.vrai", "jan.battre.faux", "move.no-opponent"],
        &["à vrai", "à faux", "battre le coin"],
    ),
    t(
        "à vrai",
        &["battre à vrai"],
        "Of a hit: good. The player could really bring a checker onto the opposing demi-case, \
         by a number or by the sum through an open resting flèche, and scores the points \
         himself: less in the table du grand jan, more in the table du petit jan.",
        &[
            "jan.battre.vrai",
            "jan.battre.vrai.grand",
            "jan.battre.vrai.petit",
        ],
        &["à faux", "battre"],
    ),
    t(
        "à faux",
        &["battre à faux"],
        "Of a hit: false. Only the sum reaches the opposing demi-case, and every flèche where \
         the checker would stop on the way is an opposing case; the hit cannot be made good, \
         so the opponent scores it, by one means only.",
        &[
            "jan.battre.faux",
            "jan.battre.faux.grand",
            "jan.battre.faux.petit",
        ],
        &["à vrai", "battre"],
    ),
    t(
        "battre le coin",
        &["coin battu"],
        "Holding his own coin while the opponent's is empty, a player whose throw could bring \
         two checkers onto the opponent's coin at once, not counting the two that hold his \
         own, beats that coin and scores. Nothing is scored when the opponent holds it.",
        &["jan.battre.coin"],
        &["coin de repos", "surcase"],
    ),
    t(
        "contre-jan",
        &[
            "contre-jans",
            "contre-jan de mézéas",
            "contre-jan de méséas",
            "contre-jan de deux tables",
        ],
        "A jan turned against the roller: the situation of the jan de deux tables or of the \
         jan de mézéas, but with the opponent holding his coin, so that the opponent scores \
         the points.",
        &["jan.contre-deux-tables", "jan.contre-mezeas"],
        &["jan de deux tables", "jan de mézéas"],
    ),
    t(
        "jan de six tables",
        &["six tables", "jan de trois coups"],
        "A jan of the start of a relevé: early in it (on his third throw, or within his first \
         three, by the reading), a player has checkers on four of the six flèches after his \
         talon and the throw could cover the other two. It pays the same with a doublet.",
        &["jan.six-tables"],
        &["table"],
    ),
    t(
        "jan de deux tables",
        &["deux tables"],
        "A jan of the start of a relevé: a player whose only two checkers off the talon are both \
         in his grand jan throws a roll that could carry one to his own coin and the other to \
         the opponent's coin. If the opponent holds his coin it is a contre-jan.",
        &["jan.deux-tables", "jan.contre-deux-tables"],
        &["contre-jan", "coin de repos"],
    ),
    t(
        "jan de mézéas",
        &["mézéas", "méséas", "jan de méséas"],
        "A jan of the start of a relevé: a player holds his coin with the only two checkers he \
         has taken off the talon, the opponent's coin is empty, and he throws an ace. If the \
         opponent holds his coin it is a contre-jan. The readings differ on when the ace must \
         come.",
        &["jan.mezeas", "jan.contre-mezeas"],
        &["contre-jan", "coin de repos"],
    ),
    t(
        "plein",
        &["jan plein", "full jan"],
        "A quarter in which each of the six flèches holds at least two of the player's \
         checkers, the talon counting for the petit jan. Making it scores, and so does keeping \
         it on each later throw.",
        &["jan.fill", "jan.conserve"],
        &["remplir", "conserver"],
    ),
    t(
        "remplir",
        &["remplissage", "fill", "faire son jan"],
        "To make a quarter plein by a throw, in the petit jan, the grand jan or the jan de \
         retour; it pays per means. A player who can fill must.",
        &[
            "jan.fill",
            "jan.fill.petit",
            "jan.fill.grand",
            "jan.fill.retour",
            "jan.fill.obligatory",
        ],
        &["plein", "conserver", "moyens"],
    ),
    t(
        "conserver",
        &["conservation", "keep"],
        "To keep a plein: on a later throw, play every number that can be played without \
         breaking it. It scores, by one means, and must be done when possible. A number that \
         has no move at all keeps it par impuissance.",
        &[
            "jan.conserve",
            "jan.conserve.petit",
            "jan.conserve.grand",
            "jan.conserve.retour",
            "jan.conserve.impuissance",
        ],
        &["plein", "tenir", "impuissance"],
    ),
    t(
        "impuissance",
        &[
            "impuissant",
            "dame impuissante",
            "par impuissance",
            "jan qui ne peut",
            "infaute",
        ],
        "A number of the throw that no checker can play. The opponent scores two points for \
         each such number; a plein that stands only because a number cannot move is kept par \
         impuissance. The old name jan qui ne peut (or infaute) takes in the hit à faux as \
         well: in both, the way a checker would go is blocked and the opponent scores.",
        &[
            "jan.impuissance",
            "jan.conserve.impuissance",
            "ecole.impossible",
            "jan.battre.faux",
        ],
        &["conserver", "à faux"],
    ),
    t(
        "je joue pour tout",
        &["pour tout"],
        "Said of the throw that bears off a player's last checker, when it counts as well as \
         the first throw of the next relevé.",
        &["jan.sortie.pour-tout"],
        &["sortie", "relevé"],
    ),
    t(
        "jan de rencontre",
        &["rencontre"],
        "A jan no longer played: the second player's first throw of a relevé is the same as \
         the first player's.",
        &["jan.rencontre"],
        &["jan"],
    ),
    t(
        "margot la fendue",
        &["margot"],
        "A jan no longer played, scored against the roller: a number of his throw falls on an \
         empty flèche lying between two opposing demi-cases.",
        &["jan.margot"],
        &["jan"],
    ),
    t(
        "pile de misère",
        &[],
        "A jan long out of use and listed again by the modern rules: all fifteen checkers \
         heaped on the coin de repos with none gone past it.",
        &["jan.pile-de-misere"],
        &["coin de repos"],
    ),
    // Marking
    t(
        "point",
        &["points"],
        "The unit of scoring. Every jan pays an even number of points; they are marked with \
         jetons, and twelve make a trou.",
        &["mark.points", "jan.order"],
        &["jeton", "trou"],
    ),
    t(
        "jeton",
        &["jetons"],
        "A counter that marks a player's points: where it stands along the board shows how many \
         he holds toward his next trou. A player en bredouille marks with two.",
        &["mark.points", "mark.bredouille", "ecole.deux-jetons"],
        &["point", "bredouille"],
    ),
    t(
        "trou",
        &["trous", "partie simple"],
        "Twelve points, named after the holes along the edge of the board where each is \
         counted with a fichet. Trous are the real score: the ordinary game goes to twelve. \
         Taking a trou wipes out the opponent's points, and a trou taken on one's own throw \
         lets one stay or go. Old texts call a trou a partie: a partie simple is one trou, \
         marked once because the opponent scored along the way; a bredouille is marked twice.",
        &[
            "mark.points",
            "mark.trou.erases",
            "mark.tenir",
            "mark.sen-aller",
            "game.douze-trous",
        ],
        &["fichet", "tenir", "s'en aller"],
    ),
    t(
        "fichet",
        &["fichets", "fiche", "fiches"],
        "A peg set in the holes along the edge of the board to count a player's trous; each \
         trou moves it one hole on. The pavillon is shown with it.",
        &["mark.points", "mark.pavillon"],
        &["trou", "pavillon"],
    ),
    t(
        "bredouille",
        &[
            "en bredouille",
            "débredouiller",
            "débredouillé",
            "partie bredouille",
            "partie une et deux",
        ],
        "A trou whose twelve points were all scored while the opponent scored none counts \
         double. A player scoring from nothing is en bredouille and marks with two jetons; \
         when the opponent scores, he loses it (he is débredouillé), and the bredouille may \
         pass to the other side. The double trou is marked as a partie bredouille, and the \
         second jeton is itself called the bredouille.",
        &[
            "mark.bredouille",
            "mark.bredouille.re-entry",
            "mark.bredouille.lapse",
        ],
        &["grande bredouille", "jeton"],
    ),
    t(
        "grande bredouille",
        &["jeton percé"],
        "The bredouille of trous: winning the game's twelve trous while the opponent takes \
         none in between. The stakes are multiplied for it, by a factor that depends on the \
         convention. Where it is played, older usage keeps track of it with a pierced jeton \
         (jeton percé); Lepeintre's sign is the pavillon.",
        &["mark.pavillon", "game.douze-trous"],
        &["pavillon", "bredouille"],
    ),
    t(
        "pavillon",
        &[],
        "The sign of the bredouille of trous. The first to take trous keeps the chance of a \
         grande bredouille; when the other then takes one, he takes the pavillon and that \
         chance from him, and it passes back and forth so. In Lepeintre's rigour it must be \
         put up before the next trou is taken, or it is lost.",
        &["mark.pavillon", "game.douze-trous"],
        &["grande bredouille", "fichet"],
    ),
    t(
        "tenir",
        &["je tiens", "rester", "je reste"],
        "After taking a trou on his own throw, to stay: the player keeps the points left over, \
         the opponent's points are wiped out, and the relevé goes on. Said of a plein, tenir is \
         to keep it.",
        &["mark.tenir", "mark.trou.erases", "jan.conserve"],
        &["s'en aller", "conserver"],
    ),
    t(
        "s'en aller",
        &["je m'en vais", "aller", "going"],
        "After taking a trou on his own throw, to go: the player gives up the points left over, \
         both sides take their checkers back to the talons, a new relevé starts and he throws \
         first. Trous received from the opponent's throw (à faux, by impuissance, by an école) \
         do not give that choice.",
        &["mark.sen-aller", "mark.releve", "ecole.false-going"],
        &["tenir", "relevé"],
    ),
    t(
        "relevé",
        &["relever", "relevés", "lever les dames"],
        "The play between two settings of the checkers on the talons. It ends when a player \
         goes after a trou or when one has borne off all his checkers; both sides then lift \
         their checkers back to the talons.",
        &["mark.releve", "mark.sen-aller", "jan.sortie"],
        &["s'en aller", "sortie", "talon"],
    ),
    // The game
    t(
        "partie en douze trous",
        &["douze trous", "tour"],
        "The ordinary game: the first to take twelve trous wins the stake (the whole game, \
         the tour), multiplied for a grande bredouille by rules that vary with the convention.",
        &["game.douze-trous"],
        &["grande bredouille", "partie à écrire"],
    ),
    t(
        "partie à écrire",
        &["game à écrire"],
        "The scored game: a series of marqués whose results are written down and settled at the \
         end; each marqué pays the difference of trous and a consolation to its winner, more \
         when his trous came in a row.",
        &["game.a-ecrire"],
        &["marqué", "refait"],
    ),
    t(
        "marqué",
        &["marqués"],
        "One round of the partie à écrire: it ends when a player holding at least six trous \
         goes, and the trous of both are then written down and paid.",
        &["game.a-ecrire"],
        &["partie à écrire", "refait"],
    ),
    t(
        "étendard",
        &["sans lever", "avec relevé"],
        "In the game à écrire as the compilation of the Charpentier text describes it, the sign \
         of a bredouille of trous made of one tenue: from his first trou of the marqué to the \
         last the player never went away. Such a bredouille is paid triple, or fivefold for the \
         grande, where one made after going away (avec relevé) is paid double or fourfold.",
        &["game.a-ecrire", "mark.pavillon"],
        &["cravate", "marqué", "tenir"],
    ),
    t(
        "cravate",
        &["fraise"],
        "In the same game, a pierced jeton tied to the fichet of the player who interrupts the \
         other's trous: the sign of a bredouille made en dernier, what Lepeintre's pavillon \
         shows.",
        &["mark.pavillon", "game.a-ecrire"],
        &["étendard", "pavillon"],
    ),
    t(
        "refait",
        &["refaits"],
        "A marqué that ends with both players at the same number of trous, six or more: it is \
         void and played again, and the next marqué pays a larger consolation.",
        &["game.a-ecrire"],
        &["marqué"],
    ),
    t(
        "toc",
        &["jeu du toc", "la double"],
        "Trictrac counted in trous alone: the same board, moves and jans, but each jan a \
         player makes is one trou (to him, or to his opponent for a jan à perte) instead of its \
         points, in a game of as many trous as the players fix, even one. Where they agreed \
         that the double goes, a jan made by a doublet or by two means is two trous, the \
         double.",
        &["game.toc"],
        &["trou", "partie en douze trous"],
    ),
    // The écoles
    t(
        "école",
        &[
            "écoles",
            "envoyer à l'école",
            "faire une école",
            "marquer une école",
        ],
        "A player's mistake in marking (points forgotten or marked too many, a false move after \
         marking) that the opponent may score for himself: he sends the player to school. \
         Écoles count as points like any others; failing to mark one is not an école.",
        &[
            "ecole.points",
            "ecole.timing",
            "ecole.full",
            "ecole.no-ecole-d-ecole",
            "ecole.fausse-case",
        ],
        &["fausse case", "point"],
    ),
    // Backgammon
    t(
        "en main",
        &["dames en main", "bar", "on the bar"],
        "In backgammon, a checker that has been hit and waits to enter again, in the opponent's \
         home, by the number thrown; while one waits, no other checker of its side may move. \
         Guiton's French term; the modern game says it is on the bar. In Dutch backgammon and \
         acey-deucey all fifteen start so, in hand; in acey-deucey the others move meanwhile.",
        &[
            "bg.hit",
            "bg.bar.enter-first",
            "bg.bar.enter",
            "bg.start.in-hand",
            "bg.bar.enter-mixed",
        ],
        &["dame", "battre"],
    ),
    t(
        "partie double",
        &["gammon", "double game"],
        "In backgammon, a game won before the loser has borne off a checker (Guiton, the \
         modern game; Lepeintre adds that the loser has not yet brought all home): it is worth \
         two. The modern game also knows the triple game, the backgammon.",
        &["bg.gammon", "bg.backgammon", "bg.result"],
        &["dame"],
    ),
    // Long nardy
    t(
        "head",
        &["nardy head"],
        "In long nardy, the point where all fifteen of a side's checkers stand at the start, its \
         own 24-point. Only one checker may leave it in a throw, but on a side's first throw \
         some doublets (6-6 and 4-4, and 3-3 in most readings) may take two, since one alone \
         would run into the opponent's head twelve points on.",
        &["nardy.start", "nardy.head", "nardy.head.first-throw"],
        &["mars"],
    ),
    t(
        "mars",
        &["home mars", "marte"],
        "In long nardy, the double game, worth two: the winner bears off his last checker \
         before the loser has borne off any (whether or not the loser has brought all home, the \
         second case being called home mars). Backgammon's double game under another name.",
        &["bg.gammon", "bg.result"],
        &["partie double", "koks", "oyn"],
    ),
    t(
        "koks",
        &["coca"],
        "In the nardy games, the triple game, worth three: the short game's backgammon, a loser \
         with none off and a checker on the bar or in the winner's home. The long game does not \
         know it and scores such a game as mars.",
        &["bg.backgammon"],
        &["mars"],
    ),
    t(
        "oyn",
        &["oin"],
        "In the nardy games, the single game, worth one: the loser has borne off at least one \
         checker when the winner bears off his last.",
        &["bg.result"],
        &["mars"],
    ),
    t(
        "privilège",
        &["English privilege"],
        "In backgammon, the English usage Guiton refuses: playing one number inside so that the \
         other bears a checker off as a number higher than its distance. Under his French rule \
         a number may not be made excédant that way.",
        &["bg.bear-off.french", "bg.bear-off.english"],
        &["dame"],
    ),
    t(
        "cube",
        &["doubling cube", "videau"],
        "In the modern game, the die marked 2 to 64 that doubles the stake: a player offers it \
         before his throw; the other takes it, and holds it to redouble later, or drops and \
         loses the game at the stake before the double. Unknown to Guiton and Lepeintre.",
        &["bg.cube", "bg.cube.take-drop", "bg.cube.redouble"],
        &["partie double"],
    ),
    t(
        "hypergammon",
        &["hyper-backgammon", "hipergamão"],
        "Backgammon with very few checkers a side: three in the usual game, one on each of the \
         opponent's three deepest points; gnubg also plays it with one or two. Seed 001 counts \
         no double or triple game in it; bkgm.com and gnubg count them under the Jacoby rule.",
        &["bg.setup", "bg.checkers", "bg.gammon"],
        &["partie double", "cube"],
    ),
    t(
        "nackgammon",
        &["nack"],
        "Backgammon from a start with four checkers back: two on the opponent's ace point and \
         two on his 2-point, one taken from the mid-point and one from the 6-point of the \
         standard start. The rest of the rules are the modern game's (outside sources only).",
        &["bg.setup"],
        &[],
    ),
    t(
        "Tbilisi stake",
        &["stake per checker"],
        "A way of betting on backgammon that seed 001 gives as Tbilisi's: the winner takes one \
         stake for each checker the loser still has on the board. Whether the double game and \
         the cube multiply it the seed leaves open.",
        &["bg.stake.per-checker", "bg.result"],
        &["partie double", "cube"],
    ),
    t(
        "garanguet",
        &["three dice"],
        "A game of the backgammon family played with three dice, which Lepeintre describes in \
         the appendix of his treatise: both talons start as at trictrac, each side runs round \
         to the table of the other's talon and bears off there. A doublet among the three dice \
         is played four times only when it is higher than the third die.",
        &["bg.dice.three", "bg.dice.three-doublet", "bg.setup"],
        &["triplet", "talon"],
    ),
    t(
        "triplet",
        &["triplets"],
        "In the garanguet, a throw of three equal dice. Lepeintre has it played three times; \
         read as each die three times, nine moves of the number (the readings differ: six).",
        &["bg.dice.triplet"],
        &["garanguet", "doublet"],
    ),
    t(
        "acey-deucey",
        &["1-2"],
        "The game of that name, and its special throw, a 1 and a 2: the player plays them, \
         names a doublet and plays it four times, then throws again; a part he cannot play \
         whole ends his turn there (seed 002).",
        &["bg.acey-deucey"],
        &["en main"],
    ),
    t(
        "pin",
        &["pinning", "pinned", "plakoto", "tapa", "mahbusa"],
        "In plakoto, what a checker does when it lands on a lone opposing checker: instead of \
         hitting it, it stays on top, and the checker underneath may not move until every \
         checker of the other side has left the point; the point is closed to the pinned \
         side, and a side bears none off while one of its checkers is pinned (outside sources \
         only).",
        &["plakoto.pin", "plakoto.pin.bear-off"],
        &["mother"],
    ),
    t(
        "mother",
        &["mother checker", "mana"],
        "In plakoto, the last checker left on a side's starting point. Pinned there, it loses \
         its side the double game at once, unless the pinner still has a checker on his own \
         starting point; both mothers pinned, the game is drawn (outside sources only).",
        &["plakoto.mother", "plakoto.mother.draw"],
        &["pin"],
    ),
    t(
        "first checker",
        &["première dame", "first man"],
        "In the jacquet and in fevga, the first checker to leave the talon (the head): until it \
         has come far enough, no other checker moves. Lepeintre's jacquet has it reach the \
         quarter facing the talon's; fevga's sources have it pass the opponent's start point. \
         Whether the rest of the throw that brings it there frees the others, the sources do not \
         say.",
        &["bg.first-checker", "bg.first-checker.release"],
        &["talon", "head"],
    ),
    t(
        "fevga",
        &["moultezim", "pheuga"],
        "The third game of Greek tavli: both sides start with fifteen on their head in diagonal \
         corners and go round the same way, no checker is hit and one holds a point, the first \
         checker must pass the opponent's start before another moves, and no side may hold the \
         six points of its starting quarter at once; six points in a row that the opponent is \
         all caught behind must be opened.",
        &[
            "nardy.parallel",
            "bg.first-checker",
            "fevga.start-table",
            "fevga.prime-open",
        ],
        &["first checker", "head"],
    ),
];
