// Programs over several packages (JLS 7): the test class stays in the unnamed package (the
// harness's Test and Assert are there) and names the packaged classes through single-type and
// on-demand imports and fully qualified names. Run-time names are binary names (Object's
// toString, exceptions' toString, ClassCastException's message).
import pkg_shop.model.Catalog;
import pkg_shop.model.Item;
import pkg_shop.model.Label;
import pkg_shop.model.OutOfStock;
import pkg_shop.util.*;

public class Pkg_Test {
  @Test
  public void importsAndQualifiedNames() {
    Item a = new Item("pen", 150);
    pkg_shop.model.Item b = new pkg_shop.app.Special("cup");
    Catalog c = new Catalog().add(a).add(b);
    System.out.println(c.total() + " " + c.shelved() + " " + Item.made);
    System.out.println(pkg_shop.util.Texts.pad("x", 4) + Texts.pad("abcdef", 3));
    pkg_shop.model.Priced gift = new pkg_shop.app.Special.Gift();
    System.out.println(Texts.priceList(new pkg_shop.model.Priced[] {a, b, gift}));
    System.out.println(pkg_shop.model.Item.KIND + " " + pkg_shop.model.Priced.FREE);
    Assert.assertEquals(250, c.total());
  }

  @Test
  public void singleTypeImportShadowsOnDemand() {
    Label m = Catalog.label("x");
    System.out.println(m.show());
    System.out.println(new pkg_shop.util.Label().show());
    System.out.println(Texts.kind());
    System.out.println(new Label.Part().size() + new pkg_shop.model.Label.Part().size());
  }

  @Test
  public void packagePrivateMethodsAreNotOverriddenFromAnotherPackage() {
    Item s = new pkg_shop.app.Special("mug");
    Catalog c = new Catalog().add(s);
    System.out.println(c.tags());
    System.out.println(s.label());
    pkg_shop.app.Special t = new pkg_shop.app.Special("box");
    System.out.println(t.stockOf(t) + " " + t.viaOther(t));
  }

  @Test
  public void runTimeNamesAreBinaryNames() {
    // Object.toString() is the binary name, '@' and the identity hash (which differs between
    // runs, so only the name is printed).
    Object[] all = {Catalog.label("l"), new Label.Part(), new pkg_shop.util.Label(), new Catalog()};
    for (Object o : all) {
      String s = o.toString();
      System.out.println(s.substring(0, s.indexOf('@')));
    }
    System.out.println(new OutOfStock("gone"));
    try {
      new Item("z", 3).take(1);
    } catch (OutOfStock e) {
      System.out.println(e.getMessage() + " | " + e);
    }
    try {
      Object o = new pkg_shop.app.Special.Gift();
      System.out.println(((pkg_shop.app.Special) o).price() + " " + (o instanceof Item));
      Catalog c = (Catalog) o;
    } catch (ClassCastException e) {
      // The JVM's message goes on with the class loaders; the interpreter's stops after the names.
      System.out.println(e.getMessage().startsWith(
          "class pkg_shop.app.Special$Gift cannot be cast to class pkg_shop.model.Catalog"));
    }
  }

  @Test
  public void enumsOfAPackage() {
    pkg_shop.model.Size s = pkg_shop.model.Size.valueOf("LARGE");
    System.out.println(s + " " + s.ordinal() + " " + pkg_shop.model.Size.values().length);
    switch (s) {
      case SMALL:
        System.out.println("small");
        break;
      case LARGE:
        System.out.println("large");
        break;
    }
    try {
      pkg_shop.model.Size.valueOf("HUGE");
    } catch (IllegalArgumentException e) {
      System.out.println(e.getMessage());
    }
    try {
      pkg_shop.model.Size.Chart.Fit.valueOf("LOOSE");
    } catch (IllegalArgumentException e) {
      System.out.println(e.getMessage());
    }
  }

  @Test
  public void uncaughtExceptionOfAPackagedClass() {
    new pkg_shop.app.Special("q").take(100);
  }

  @Test(expected = OutOfStock.class)
  public void expectedExceptionOfAPackagedClass() {
    new Item("r", 2).take(2);
  }
}
